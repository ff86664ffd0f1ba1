import { useIntl } from 'react-intl';
import { useAppDispatch } from '@/app/hooks';
import { themeChanged } from './preferencesSlice';
import { IconButton } from '@/shared/ui/IconButton/IconButton';
import { useThemeOfMarkup } from './useEffectiveTheme';
import { messages } from './messages';
import { Icon } from '@/shared/ui/Icon/Icon';

/** One button between light and dark; the first click turns "follow the system" into a choice. */
export function ThemeSwitch() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const theme = useThemeOfMarkup();
  const dark = theme === 'dark';
  return (
    <IconButton
      icon={dark ? <Icon name="sun" size={20} /> : <Icon name="moon" size={20} />}
      aria-label={intl.formatMessage(dark ? messages.toLight : messages.toDark)}
      onClick={() => dispatch(themeChanged(dark ? 'light' : 'dark'))}
    />
  );
}
