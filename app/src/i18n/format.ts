/**
 * Dates, numbers and language names for the active language. Everything goes through `Intl`; with two-digit day and
 * month fields it writes MM/DD/YYYY for en-US and DD/MM/YYYY for es-ES, as the specification asks.
 */

type DateInput = Date | string | number;

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames;

const formatterCache = new Map<string, Formatter>();

function cached<T extends Formatter>(key: string, create: () => T): T {
  let formatter = formatterCache.get(key);
  if (!formatter) {
    formatter = create();
    formatterCache.set(key, formatter);
  }
  return formatter as T;
}

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(value)}`);
  return date;
}

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
};
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions, timeZone?: string) {
  const key = `date|${language}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  return cached(key, () => new Intl.DateTimeFormat(language, { ...options, timeZone }));
}

/** A calendar date: `01/31/2025` in en-US, `31/01/2025` in es-ES, the locale's own order elsewhere. */
export function formatDate(value: DateInput, language: string, timeZone?: string): string {
  return dateTimeFormat(language, DATE_OPTIONS, timeZone).format(toDate(value));
}

/** A day of the year without the year, for a chart's axis: `11/14` in en-US, `14/11` in es-ES. */
export function formatDayMonth(value: DateInput, language: string, timeZone?: string): string {
  return dateTimeFormat(language, { month: 'numeric', day: 'numeric' }, timeZone).format(
    toDate(value),
  );
}

/** A date with hours and minutes, in the locale's own clock (12 h in en-US, 24 h in most others). */
export function formatDateTime(value: DateInput, language: string, timeZone?: string): string {
  return dateTimeFormat(language, { ...DATE_OPTIONS, ...TIME_OPTIONS }, timeZone).format(
    toDate(value),
  );
}

/** A date with hours, minutes and seconds: for instants a few seconds apart that must not read alike. */
export function formatDateTimeSeconds(
  value: DateInput,
  language: string,
  timeZone?: string,
): string {
  return dateTimeFormat(
    language,
    { ...DATE_OPTIONS, ...TIME_OPTIONS, second: '2-digit' },
    timeZone,
  ).format(toDate(value));
}

/** A number with the locale's grouping and decimal separators; pass `Intl` options for more. */
export function formatNumber(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  const key = `number|${language}|${JSON.stringify(options)}`;
  return cached(key, () => new Intl.NumberFormat(language, options)).format(value);
}

/**
 * A language's name in the console's language with the code Telegram sent ("Spanish (es)",
 * "Deutsch (de)" in German); the code alone when the browser does not know it.
 */
export function languageName(code: string, consoleLanguage: string): string {
  try {
    const names = cached(
      `language|${consoleLanguage}`,
      () => new Intl.DisplayNames([consoleLanguage], { type: 'language' }),
    );
    const name = names.of(code);
    return name && name.toLowerCase() !== code.toLowerCase() ? `${name} (${code})` : code;
  } catch {
    // Not a well-formed language tag.
    return code;
  }
}
