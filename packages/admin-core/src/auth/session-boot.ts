import { LOGIN_PATH, STORAGE_KEYS } from '../constants';

/**
 * A classic script for the page's `<head>` that starts downloading `hrefs` (the signed-in
 * console's modules) as `modulepreload`s when the page opens on a console path with a stored
 * session, before the entry module has even arrived: without it they are requested only once the
 * entry has downloaded and run, a round trip later on a slow phone.
 *
 * "A stored session" is `SessionStorage.restore`'s rule without the user's full validation: an
 * access token whose payload's `exp` is in the future and a stored user. The preload is a hint;
 * a session that `restore` refuses after all only costs the download. The server allows the
 * script by its hash in the Content-Security-Policy.
 */
export function sessionPreloadScript(hrefs: readonly string[]): string {
  const key = (name: keyof typeof STORAGE_KEYS) => JSON.stringify(STORAGE_KEYS[name]);
  return `try{const t=localStorage.getItem(${key('accessToken')});if(location.pathname!==${JSON.stringify(
    LOGIN_PATH,
  )}&&t&&localStorage.getItem(${key('user')})&&JSON.parse(atob(t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/"))).exp*1e3>Date.now())for(const h of ${JSON.stringify(
    hrefs,
  )}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)}}catch{}`;
}
