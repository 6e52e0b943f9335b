import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const kitRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the kit's focus rings are defined; everything else takes them from here. */
const ringFiles = new Set(['components/field-styles.ts', 'components/styles.ts']);

/** The component sources of the kit (not its tests, stories or story fixtures). */
function componentSources(): { file: string; source: string }[] {
  const found: { file: string; source: string }[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories|fixtures)\./.test(entry.name)) {
        found.push({ file: path.relative(kitRoot, file), source: readFileSync(file, 'utf8') });
      }
    }
  };
  visit(kitRoot);
  return found;
}

it('draws every focus ring from the shared ring classes', () => {
  const handWritten = componentSources()
    .filter(({ file }) => !ringFiles.has(file))
    .filter(({ source }) => /\bfocus(-visible)?:ring-\d/.test(source))
    .map(({ file }) => file);
  expect(handWritten).toEqual([]);
});
