/** Whether a free-text icon field holds an emoji (shown) rather than an icon's name (not shown). */
export const isPictogram = (text: string) => /\p{Extended_Pictographic}/u.test(text);

/** An emoji icon or badge before a record's name; decorative, so hidden from screen readers. */
export function Pictogram({ value }: { value: string }) {
  return isPictogram(value) ? <span aria-hidden="true">{value} </span> : null;
}
