import { asLiteral } from '../check/words';
import { canBeVerb, infinitiveOf } from '../understand/nlp';

type Draft = { text: string; parent?: number };

/**
 * "a method of making layered candles with slanted stripes by tilting the jar while each layer sets": the
 * means the opening names is what sets the method apart, so claim 1 says it where its steps do not, on the
 * step that first names what it works on ("setting a jar in a cradle to tilt the jar").
 */
export function meansInClaimOne(claims: Draft[], statement: string) {
  const means = /\bby ([a-z]+ing) (?:the|a|an) ([\w-]+)\b/.exec(statement);
  const claimOne = claims[0];
  if (!means || !claimOne) return;
  const verb = infinitiveOf(means[1]!);
  const thing = means[2]!;
  if (!canBeVerb(verb) || new RegExp(`\\b${asLiteral(verb)}`).test(claimOne.text)) return;
  const lines = claimOne.text.split('\n');
  const at = lines.findIndex(
    (line, i) =>
      i > 0 && new RegExp(`\\b(?:a|an|the) ${asLiteral(thing)}\\b`).test(line) && !/\bto [a-z]+ /.test(line),
  );
  if (at < 0) return;
  lines[at] = lines[at]!.replace(/(;(?: and)?|\.)$/, ` to ${verb} the ${thing}$1`);
  claimOne.text = lines.join('\n');
}
