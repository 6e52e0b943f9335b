import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * `server/drizzle/`, found by walking up from this module: `server/src/db/` when run from
 * source (tsx, vitest) and `server/dist/` when bundled.
 */
export function migrationsFolder(): string {
  if (cached) return cached;
  let current = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(current, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) {
      cached = candidate;
      return candidate;
    }
    const parent = path.dirname(current);
    if (parent === current) {
      throw new Error(`No drizzle migrations folder found above ${fileURLToPath(import.meta.url)}`);
    }
    current = parent;
  }
}
