/**
 * Case folding for search, done in JS because SQLite's lower()/LIKE only fold ASCII (and so
 * both databases search alike).
 * Stored search_text columns and the query text go through the same function, so a plain
 * substring test (LIKE) in SQL is case-insensitive in every language. ё is folded to е
 * because Russian readers type the two interchangeably.
 */
export function fold(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/ё/g, 'е')
      // NUL can be in no stored text (PostgreSQL refuses it in text); searching for it finds nothing else.
      .replaceAll('\0', '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The most characters a search looks for: the contract's limit of `q` (maxLength 200). */
export const MAX_NEEDLE = 200;

/**
 * What a search's `q` looks for: folded, and no longer than `q` may be. NFKC multiplies some
 * characters (U+2057 is four primes, U+FDFA eighteen letters), and LIKE '%…%' may compare the
 * needle at every character of a stored text: a person's `about` of 2,000 U+2057 (8,000
 * characters folded) searched for with 200 of them cost 24 ms per row on SQLite, on the event
 * loop, twice (count and page); cut to 200 characters, 6.5 (an attacker audit).
 */
export function searchNeedle(q: string): string {
  const folded = [...fold(q)];
  return folded.length > MAX_NEEDLE ? folded.slice(0, MAX_NEEDLE).join('').trim() : folded.join('');
}

/** Visible text of an HTML fragment, for searching article bodies. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** The folded search text for a row: its searchable fields joined. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return fold(parts.filter(Boolean).join(' \u0001 '));
}
