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
