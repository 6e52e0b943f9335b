/** The media features a test can switch: the OS preferences the console follows. */
export type EmulatedMedia = {
  reducedMotion?: 'reduce' | 'no-preference' | null;
  contrast?: 'more' | 'no-preference' | null;
  forcedColors?: 'active' | 'none' | null;
};

// The `emulateMedia` command itself is registered in vitest.config.ts (visual project).
declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateMedia: (media: EmulatedMedia) => Promise<void>;
  }
}
