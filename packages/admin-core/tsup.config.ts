import { defineConfig } from 'tsup';

/**
 * The published build. `import.meta.env.DEV` is fixed at build time so the development token
 * diagnostics are tree-shaken out of every production build (NODE_ENV=development keeps them).
 * `TSUP_OUT_DIR` lets the build test write elsewhere.
 */
export default defineConfig({
  entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' },
  format: ['esm'],
  dts: process.env.TSUP_NO_DTS !== '1',
  outDir: process.env.TSUP_OUT_DIR ?? 'dist',
  clean: true,
  sourcemap: false,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', '@tanstack/react-query', '@console/contract', 'zod'],
  define: {
    'import.meta.env.DEV': JSON.stringify(process.env.NODE_ENV === 'development'),
  },
});
