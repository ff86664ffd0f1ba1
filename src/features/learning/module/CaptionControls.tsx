import { useIntl } from 'react-intl';
import { Chips, ToggleChip } from '@/shared/ui/Chips/Chips';
import { Icon } from '@/shared/ui/Icon/Icon';
import { moduleMessages as messages } from './messages';
import type { PlayableTrack } from './useCaptions';
import styles from './CaptionControls.module.css';

interface CaptionControlsProps {
  tracks: PlayableTrack[];
  on: boolean;
  onToggle: (on: boolean) => void;
  lang: string | null;
  onLang: (lang: string) => void;
}

/**
 * Under the video: a captions toggle (a pressed button, as in video players) and, while
 * captions are on and there is a choice, the caption language.
 */
export function CaptionControls({ tracks, on, onToggle, lang, onLang }: CaptionControlsProps) {
  const intl = useIntl();
  return (
    <div className={styles.bar}>
      <ToggleChip
        pressed={on}
        onClick={() => onToggle(!on)}
        icon={<Icon name={on ? 'captions' : 'captions-off'} size={18} aria-hidden="true" />}
      >
        {intl.formatMessage(messages.captions)}
      </ToggleChip>
      {on && tracks.length > 1 && (
        <Chips
          label={intl.formatMessage(messages.captionLanguage)}
          single
          items={tracks.map((track, index) => ({ id: index, name: track.label }))}
          selected={[tracks.findIndex((track) => track.lang === lang)]}
          // Pressing the current language again keeps it: a language is always chosen.
          onChange={([index]) => index !== undefined && onLang(tracks[index].lang)}
        />
      )}
    </div>
  );
}
