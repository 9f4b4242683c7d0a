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
  if (!thing) return sentence;
  const [, name = '', be, place, rest] = thing;
  const opened =
    be === 'are'
      ? `${name.charAt(0).toUpperCase()}${name.slice(1)}`
      : `${capitalized(indefiniteArticle(name))} ${name}`;
  return `${opened} ${be} often ${place}${rest}`;
}
