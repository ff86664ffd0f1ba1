import { Logo } from '@/shared/ui/Logo/Logo';
import { useEffectiveTheme } from '@/features/preferences/useEffectiveTheme';

/** The logo in the ink that suits the current theme (black on light, white on dark). */
export function ThemedLogo({ width }: { width: number }) {
  const theme = useEffectiveTheme();
  return <Logo width={width} theme={theme === 'dark' ? 'white' : 'black'} />;
}
