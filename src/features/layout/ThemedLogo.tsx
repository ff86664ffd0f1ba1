import { Logo } from '@/shared/ui/Logo/Logo';
import { useThemeOfMarkup } from '@/features/preferences/useEffectiveTheme';
import styles from './ThemedLogo.module.css';

/** The logo in the ink that suits the current theme (black on light, white on dark). */
export function ThemedLogo({ width }: { width: number }) {
  const theme = useThemeOfMarkup();
  return (
    <Logo width={width} theme={theme === 'dark' ? 'white' : 'black'} className={styles.themed} />
  );
}
