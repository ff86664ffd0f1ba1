/**
 * SPEC §7: "tags and themes comma-joined ids; empty parameters omitted". Turns a query object
 * into fetchBaseQuery params: arrays are comma-joined, and '', null, undefined and [] dropped.
 */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

export function compactParams(
  query: Record<string, QueryValue> | undefined,
): Record<string, string> | undefined {
  if (!query) return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value).trim();
    if (text !== '') params[name] = text;
  }
  return Object.keys(params).length > 0 ? params : undefined;
}
