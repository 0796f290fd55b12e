/**
 * The start of a text, at most `max` characters, cut after the last whole word that fits
 * and closed with an ellipsis; the text itself when it is short enough.
 */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.search(/\s\S*$/);
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s.,;:!?-]+$/, '')}…`;
}
