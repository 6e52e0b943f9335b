import { STORAGE_KEYS } from '../constants';
import { DARK_SCHEME_QUERY } from './theme';

/**
 * The theme store's first decision as a classic script for the page's `<head>`: the stored
 * choice, or the OS preference for `system`, an unknown value or none, put on `<html>` before
 * the first paint (the static loading screen of `app/index.html` paints before any module has
 * run). The theme store takes over when the app starts; the server allows this script by its
 * hash in the Content-Security-Policy.
 */
export const THEME_BOOT_SCRIPT = `{let t;try{t=localStorage.getItem(${JSON.stringify(
  STORAGE_KEYS.theme,
)})}catch{}document.documentElement.classList.add(t==="light"||t==="dark"?t:matchMedia(${JSON.stringify(
  DARK_SCHEME_QUERY,
)}).matches?"dark":"light")}`;
