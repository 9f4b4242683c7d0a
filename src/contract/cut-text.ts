/**
 * The longest start of `text` made of whole characters — grapheme clusters, so neither a surrogate
 * pair (an emoji) nor a letter with its accents is split — that is at most `maxUnits` UTF-16 code
 * units long, the unit of JavaScript's `length` and of the spec's character limits (issue 14).
 */
export function cutAtCharacter(text: string, maxUnits: number): string {
  if (text.length <= maxUnits) return text;
  let end = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    if (end + segment.length > maxUnits) break;
    end += segment.length;
  }
  return text.slice(0, end);
}
