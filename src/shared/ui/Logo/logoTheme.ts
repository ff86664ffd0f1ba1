/** SPEC §5.4: the logo theme must be black or white; anything else warns and falls back. */
export type LogoTheme = 'black' | 'white';
export const LOGO_THEMES: readonly LogoTheme[] = ['black', 'white'];

export function normalizeLogoTheme(theme: unknown): LogoTheme {
  if (theme === 'black' || theme === 'white') return theme;
  console.warn(
    `Logo: theme must be 'black' or 'white', got ${JSON.stringify(theme)}; using 'black'.`,
  );
  return 'black';
}
