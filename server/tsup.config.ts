import { defineConfig } from 'tsup';

/**
 * The server as one ESM bundle for Node 20. The workspace contract is bundled (it ships as
 * TypeScript source); npm dependencies stay external. Migrations are not copied: at run time
 * `migrationsFolder()` walks up from `dist/` to `server/drizzle/`.
 */
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@console/contract'],
});
