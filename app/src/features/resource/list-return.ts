/**
 * Where the console's own ways back to a list lead ("Back to list", Cancel, after Save, a detail
 * page's link to its list): the list as the admin left it, with its search, filters, order and
 * page, as the browser's Back would show it. Each list remembers its last query string by its path,
 * in memory for the tab (a reload starts afresh, as a new visit of the list would).
 */
const lastSearchOf = new Map<string, string>();

/** Called by a list whenever its address changes: `pathname` as `/goals`, `search` as `?q=Get` or ''. */
export function rememberListSearch(pathname: string, search: string): void {
  lastSearchOf.set(pathname, search === '?' ? '' : search);
}

/**
 * The address of the list at `href` with the query string it last had; `href` as it is when it
 * carries a query string of its own or the list was not visited in this tab.
 */
export function listHref(href: string): string {
  if (href.includes('?') || href.includes('#')) return href;
  return `${href}${lastSearchOf.get(href) ?? ''}`;
}

/** Forgets every list's query string (sign-out, tests). */
export function forgetListSearches(): void {
  lastSearchOf.clear();
}
