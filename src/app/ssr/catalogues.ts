/**
 * The catalogues the server renders with: English needs none (each message's defaultMessage is
 * its English text, as in the browser), Russian is bundled into the server entry, so a page in
 * Russian renders at once (README "Server rendering": the reader's language).
 */
import type { Locale } from '@/shared/config';
import type { Catalogue } from '@/app/providers/AppIntlProvider';
import ru from '../../../i18n/ru.json';

const catalogues: Record<Locale, Catalogue> = { en: {}, ru };

export function catalogueFor(locale: Locale): Catalogue {
  return catalogues[locale];
}
