/** Cuts long text for the dashboard (spec §9: 200 characters for patent fields, 300 for messages). */
export function cutText(text: string, maxChars: number): string {
  return text.length > maxChars ? `${text.slice(0, maxChars)}...` : text;
}
