import { indefiniteArticle } from '../check/words';
import { infinitiveOf } from '../understand/nlp';
import { capitalized } from '../understand/sentence-forms';
import { STATE_VERBS } from '../understand/told-sentences';

/**
 * What the inventor tells of their own situation before naming the invention ("I live in an apartment
 * with a tiny balcony. I made a drying rack …", "Our mailbox is at the end of a long driveway. I made a
 * sensor …") is the setting in which the problem arises: background, said of people and things in
 * general, not of the inventor ("Many people live in …", "A mailbox is often at …").
 */
export function asSettingSentence(sentence: string): string {
  const person = /^(?:The users?|Users) ([a-z]+) (.+)$/.exec(sentence);
  if (person && STATE_VERBS.test(infinitiveOf(person[1]!)))
    return `Many people ${infinitiveOf(person[1]!)} ${person[2]}`;
  const thing = /^The ((?:[\w-]+ )?[\w-]+) (is|are) (at|in|on|near|by|behind|outside|inside)\b(.+)$/.exec(
    sentence,
  );
  if (!thing) return whatHappened(sentence);
  const [, name = '', be, place, rest] = thing;
  const opened =
    be === 'are'
      ? `${name.charAt(0).toUpperCase()}${name.slice(1)}`
      : `${capitalized(indefiniteArticle(name))} ${name}`;
  return `${opened} ${be} often ${place}${rest}`;
}

/**
 * "The water heater leaked for a week before the inventor noticed and it wrecked the basement floor": what
 * went wrong for the inventor, said as what can go wrong ("A water heater may leak for a week before
 * anyone notices and may wreck the basement floor").
 */
function whatHappened(sentence: string): string {
  const told = /^The ((?:[\w-]+ )?[\w-]+) ([a-z]+ed) (.+?)\.?$/.exec(sentence);
  if (!told || infinitiveOf(told[2]!) === told[2] || /\b(?:is|are|was|were|has|have|had)\b/.test(told[1]!))
    return sentence;
  const [, name = '', past = '', rest = ''] = told;
  const general = rest
    .replace(/\bbefore the (?:inventor|user) noticed\b/, 'before anyone notices')
    .replace(/\band it ([a-z]+ed)\b/, (_, verb: string) => `and may ${infinitiveOf(verb)}`);
  return `${capitalized(indefiniteArticle(name))} ${name} may ${infinitiveOf(past)} ${general}.`;
}
