import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nameCodePointsModule } from './code-point-ranges';

/** Rewrites `schema/name-code-points.ts` from this engine's Unicode tables. */
const target = fileURLToPath(new URL('./schema/name-code-points.ts', import.meta.url));
writeFileSync(target, nameCodePointsModule());
console.log(`Wrote ${target} (Unicode ${process.versions.unicode}).`);
