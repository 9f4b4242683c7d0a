import { cutAtCharacter } from '../../../contract/cut-text';

/**
 * Cuts long text for the dashboard (spec §9: 200 characters for patent fields, 300 for messages),
 * never inside a character.
 */
export function cutText(text: string, maxChars: number): string {
  return text.length > maxChars ? `${cutAtCharacter(text, maxChars)}...` : text;
}
