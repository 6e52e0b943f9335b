/**
 * Reads the ICU data of the language it is sent (the first number and date formatters of a page
 * load do), then ends. The data is shared by the whole renderer process: once a worker has read it,
 * the page's own first formatters are created at once instead of in a long task (`preload.ts`).
 */
self.onmessage = ({ data: language }: MessageEvent<string>) => {
  new Intl.NumberFormat(language).format(0);
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(0);
  self.close();
};
