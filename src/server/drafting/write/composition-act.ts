import { canBeVerb, pastParticipleOf } from '../understand/nlp';
import { claimable, thirdPerson } from './claim-language';

/**
 * What the whole composition does, as claim 1 closes with it: "lather enough for a sink of dishes when the
 * user rubs a wet sponge on the bar" → "lathers when rubbed with a wet sponge". How much
 * is "enough" is a degree the claim cannot bound, and the bar the user rubs is the composition itself.
 * Undefined when the act does not read as one the composition does.
 */
export function compositionAct(fn: string, wholeName: string): string | undefined {
  const head = wholeName.split(' ').at(-1) ?? '';
  const act = fn
    .replace(/\s+enough\b.*?(?=\s+(?:when|once|if)\b|$)/, '')
    .replace(
      /\bwhen (?:the|a) user ([a-z]+)s ((?:a|an) [\w\s-]+?) (?:on|onto|against|over) the ([\w-]+)$/,
      (whole, verb: string, tool: string, rubbed: string) => {
        const done = pastParticipleOf(verb);
        return done && (rubbed === head || rubbed === 'composition') ? `when ${done} with ${tool}` : whole;
      },
    );
  // ("when the user …" on anything else is the user's act, which a composition claim does not require.)
  if (/\bthe user\b|\busers?\b/.test(act)) return undefined;
  // ("does not hurt paws or plants": what it does not do bounds nothing the claim can measure.)
  if (/^(?:does not|do not|doesn't|don't|never|not)\b/.test(act)) return undefined;
  // ("keeps for months in a closed jug": how long it keeps is its shelf life, a dependent's, not how it works.)
  if (/^(?:keep|last|store)s? (?:for |up to )/.test(act)) return undefined;
  // ("breaks down in about 3 months": a number is a dependent claim's, not the broad claim's.)
  const claimed = /\d/.test(act) ? undefined : claimable(act);
  // ("hold a shape thereof and burn clean": each act of the two in the third person.)
  return claimed
    ? claimed
        .split(/ and (?=[a-z]+\b)/)
        .map((part, i) => (i === 0 || canBeVerb(part.split(' ')[0]!) ? thirdPerson(part, false) : part))
        .join(' and ')
    : undefined;
}
