/**
 * Text written only in the scripts of Chinese, Japanese and Korean names: Han, Hiragana, Katakana
 * and Hangul, with the marks those scripts share (々, the long-vowel mark ー, the middle dot ・).
 */
const CJK_TEXT = /^[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]+$/u;

/** Whether `text` is made only of CJK name characters (see `CJK_TEXT`); blank text is not. */
export const isCjkText = (text: string): boolean => CJK_TEXT.test(text);

/**
 * A person's full name as its speakers write it. Names whose parts are both CJK put the family
 * name first with no space ("赵" "娟" → "赵娟", "佐藤" "結衣" → "佐藤結衣"); any other name is given
 * name, space, family name ("Anna Karenina"). A missing or blank part leaves the other alone.
 * The one rule for the server's `fullName` fields and every name the console shows.
 */
export function personName(firstName: string, lastName: string | null | undefined): string {
  const given = firstName.trim();
  const family = lastName?.trim() ?? '';
  if (!given || !family) return given || family;
  return isCjkText(given) && isCjkText(family) ? `${family}${given}` : `${given} ${family}`;
}
