/**
 * Build-time configuration. webpack's DefinePlugin replaces the literal `process.env.NAME`
 * expressions below with strings; each read is wrapped so that a build (or test) without the
 * definition falls back to the default instead of throwing "process is not defined".
 */
export type Locale = 'en' | 'ru';

function readEnv(read: () => string | undefined): string | undefined {
  try {
    return read() || undefined;
  } catch {
    return undefined;
  }
}

/** Base address of the API (docs/api.md: default `/api`, forwarded to the reference server). */
export const API_URL: string = readEnv(() => process.env.API_URL) ?? '/api';

/** Contact shown in the sidebar's beta notice (SPEC §2). */
export const SUPPORT_EMAIL: string =
  readEnv(() => process.env.SUPPORT_EMAIL) ?? 'support@edu-community.example';

const configuredLocale = readEnv(() => process.env.DEFAULT_LOCALE);
/** SPEC §9: locales en (default) and ru. */
export const DEFAULT_LOCALE: Locale = configuredLocale === 'ru' ? 'ru' : 'en';

export const SUPPORTED_LOCALES: readonly Locale[] = ['en', 'ru'];
