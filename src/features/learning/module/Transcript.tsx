import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { ExpansionPanel } from '@/shared/ui/ExpansionPanel/ExpansionPanel';
import { moduleMessages as messages } from './messages';
import styles from './Transcript.module.css';

/**
 * The video's transcript under the player (docs/api.md "Shapes", Video: plain text, paragraphs separated
 * by blank lines). Folded by default so the materials stay near the video; its heading button
 * opens it from the keyboard, and the text is real text (searchable, zoomable, translatable).
 */
export function Transcript({ text }: { text: string }) {
  const intl = useIntl();
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    <ExpansionPanel title={intl.formatMessage(messages.transcript)} headingLevel={2}>
      <div className={styles.text}>
        {paragraphs.map((paragraph, index) => (
          <p key={index} lang={contentLang(paragraph, intl.locale)}>
            {paragraph}
          </p>
        ))}
      </div>
    </ExpansionPanel>
  );
}
