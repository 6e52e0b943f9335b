/** `?a=1&b=x&b=y`: undefined and null are left out, arrays repeat, dates are ISO strings. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    search.append(key, value instanceof Date ? value.toISOString() : String(value));
  };
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) append(key, item);
    else append(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
