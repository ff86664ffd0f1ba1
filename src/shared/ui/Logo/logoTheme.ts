/** SPEC §5.4: the logo theme must be black or white; anything else warns and falls back. */
export type LogoTheme = 'black' | 'white';
const LOGO_THEMES: readonly unknown[] = ['black', 'white'] satisfies LogoTheme[];

export function normalizeLogoTheme(theme: unknown): LogoTheme {
  if (LOGO_THEMES.includes(theme)) return theme as LogoTheme;
  console.warn(
    `Logo: theme must be 'black' or 'white', got ${JSON.stringify(theme)}; using 'black'.`,
  );
  return 'black';
}
