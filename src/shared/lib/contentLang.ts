/**
 * The language of a content text (names, descriptions, tags, transcripts from the API) when it
 * is not the interface's, for its `lang` attribute (WCAG 3.1.2, language of parts): a screen
 * reader then reads an English course name in the Russian interface with an English voice.
 *
 * The API does not say a text's language, so it is read from the script: in the Russian
 * interface a text with Latin letters and no Cyrillic is English (the product's other
 * language); in the English interface a text with Cyrillic and no Latin letters is Russian.
 * Mixed or letterless texts are left in the page's language. Pure, so the server's HTML and
 * the hydrated page agree.
 */
import { useIntl } from 'react-intl';

const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /\p{Script=Latin}/u;

export function contentLang(
  text: string | null | undefined,
  uiLocale: string,
): 'en' | 'ru' | undefined {
  if (!text) return undefined;
  const cyrillic = CYRILLIC.test(text);
  const latin = LATIN.test(text);
  if (uiLocale.startsWith('ru') && latin && !cyrillic) return 'en';
  if (uiLocale.startsWith('en') && cyrillic && !latin) return 'ru';
  return undefined;
}

/** contentLang for the interface's current language. */
export function useContentLang(): (text: string | null | undefined) => 'en' | 'ru' | undefined {
  const { locale } = useIntl();
  return (text) => contentLang(text, locale);
}
