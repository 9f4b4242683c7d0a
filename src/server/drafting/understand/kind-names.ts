import { asLiteral } from '../check/words';

/**
 * General names inventors use for the one thing the title names by its kind: "the fish" of a method of
 * hot-smoking salmon is the salmon. Only the kinds a kitchen or workshop method works on; a word not
 * listed is read as told.
 */
const KINDS: Record<string, RegExp> = {
  fish: /\b(salmon|trout|cod|tuna|halibut|mackerel|tilapia|catfish|haddock|sardines?)\b/i,
  meat: /\b(beef|pork|lamb|brisket|venison|ribs|steak)\b/i,
  bird: /\b(chicken|turkey|duck|goose)\b/i,
  wood: /\b(oak|ash|walnut|maple|pine|cherry|birch|cedar) (?:strips?|boards?|planks?)\b/i,
};

/**
 * For one title, the sentence with a general name ("the fish") said as the title names the thing ("the
 * salmon"); the title is read once, not for every sentence.
 */
export function kindNamesOf(title: string): (sentence: string) => string {
  const named = Object.entries(KINDS).flatMap(([general, kinds]) => {
    const specific = kinds.exec(title)?.[0]?.toLowerCase();
    return specific ? [{ general: new RegExp(`\\b(the|The) ${asLiteral(general)}\\b`, 'g'), specific }] : [];
  });
  return (sentence) =>
    named.reduce((said, { general, specific }) => said.replace(general, `$1 ${specific}`), sentence);
}

/** The sentence with a general name said as the title names the thing. */
export function namedAsTitled(sentence: string, title: string): string {
  return kindNamesOf(title)(sentence);
}
