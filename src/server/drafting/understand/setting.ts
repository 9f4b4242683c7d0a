import { singularWord } from '../check/words';
import { tokens } from './nlp';

/** "goes inside a mailbox", "hooks over the balcony railing": where the titled invention is put. */
const PUT_ON =
  /\b(?:goes|fits|sits|mounts|hooks|hangs|clips|attaches|sticks|snaps|clamps|straps|slides|worn|hung)\s+(?:inside|into|in|on|onto|over|to|under|around)\s+(?:a|an|the)\s+((?:[\w-]+\s+){0,2}?[\w-]+)(?=\s+(?:and|that|which|with|when|so|for|to|while)\b|[,.;]|$)/i;

/**
 * What the invention is used on or in, named in its title ("Sensor That Goes Inside a Mailbox", "Drying
 * Rack That Hooks Over the Balcony Railing"), and that thing's own pieces as the inventor names them
 * ("the mailbox door"): none of them is a part of the invention, whatever they do in its story. Head
 * nouns, singular.
 */
export function settingOf(title: string, sentences: string[]): Set<string> {
  const setting = new Set<string>();
  const put = PUT_ON.exec(title.toLowerCase());
  if (!put) return setting;
  const head = singularWord(put[1]!.split(/\s+/).pop()!);
  const text = sentences.join(' ');
  // "It's a lid that fits wide mouth mason jars" of a monitor that sits on the jar lid: the lid is its own.
  if (!isPart(head, text)) setting.add(head);
  // "the mailbox door": a piece of the mailbox, named after it ("a leash clip" is the bottle's own).
  for (const sentence of sentences) {
    const list = tokens(sentence);
    for (const [i, token] of list.entries()) {
      const next = list[i + 1];
      if (singularWord(token.lower) !== head || token.post || !next) continue;
      const piece = singularWord(next.lower);
      const named = new RegExp(`\\b(?:a|an)\\s+(?:[\\w-]+\\s+){0,2}${head}s?\\s+${piece}`, 'i');
      if (next.tags.has('Noun') && !next.tags.has('Pronoun') && !next.tags.has('Verb') && !named.test(text))
        setting.add(piece);
    }
  }
  return setting;
}

/** "It's a lid that …", "It comprises a lid that …", "It has a body, a lid and …": named as a part. */
function isPart(noun: string, text: string): boolean {
  const one = `(?:a|an)\\s+(?:[\\w-]+\\s+){0,2}${noun}s?`;
  return (
    new RegExp(`\\b(?:it is|it's|is|has|have|includes?|comprises?)\\s+${one}\\b`, 'i').test(text) ||
    new RegExp(
      `(?:,\\s*|\\band\\s+|\\b(?:has|have|includes?|comprises?)\\s+)${one}(?=\\s*(?:,|and\\b|\\.|$))`,
      'i',
    ).test(text)
  );
}
