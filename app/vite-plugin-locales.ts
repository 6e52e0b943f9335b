import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `{ [namespace]: translations }` for one locale: the shape i18next's `addResourceBundle` takes per namespace. */
export type MergedLocale = Record<string, unknown>;

const LOCALE_NAME = /^[a-z]{2,3}-[A-Z]{2}$/;
const PUBLIC_PREFIX = '/locales/';

/** The locale folders (`en-US`, `de-DE`, …) under `localesDir`. */
export function listLocales(localesDir: string): string[] {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && LOCALE_NAME.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** Every `<namespace>.json` of one locale folder, merged into one object keyed by namespace. */
export function mergeLocale(localesDir: string, locale: string): MergedLocale {
  const folder = path.join(localesDir, locale);
  const merged: MergedLocale = {};
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith('.json')) continue;
    const namespace = file.slice(0, -'.json'.length);
    const source = readFileSync(path.join(folder, file), 'utf8');
    try {
      merged[namespace] = JSON.parse(source);
    } catch (error) {
      throw new Error(`Invalid JSON in ${path.join(folder, file)}: ${(error as Error).message}`);
    }
  }
  return merged;
}

/**
 * Serves each locale as ONE merged file at `/locales/{lng}.json`: emitted into the build output and
 * answered by the dev server. The app itself loads its translations as per-namespace chunks.
 */
export function localesPlugin(localesDir: string): Plugin {
  return {
    name: 'console-locales',
    configureServer(server) {
      server.watcher.add(localesDir);
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        if (!url.startsWith(PUBLIC_PREFIX) || !url.endsWith('.json')) return next();
        const locale = url.slice(PUBLIC_PREFIX.length, -'.json'.length);
        if (!listLocales(localesDir).includes(locale)) {
          response.statusCode = 404;
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.end(JSON.stringify({ success: false, message: `Unknown locale "${locale}"` }));
          return;
        }
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(JSON.stringify(mergeLocale(localesDir, locale)));
      });
    },
    generateBundle() {
      for (const locale of listLocales(localesDir)) {
        for (const file of readdirSync(path.join(localesDir, locale))) {
          this.addWatchFile(path.join(localesDir, locale, file));
        }
        this.emitFile({
          type: 'asset',
          fileName: `locales/${locale}.json`,
          source: JSON.stringify(mergeLocale(localesDir, locale)),
        });
      }
    },
  };
}
