import { type Token, tokens } from './nlp';

/** "commuters", "contractors", "cyclists": people who do something, not places ("pools", "centers"). */
export function namesPeople(word: string, token: Token | undefined): boolean {
  if (token?.tags.has('Actor') || /^(?:anyone|anybody|everyone|everybody|someone|people)$/.test(word))
    return true;
  if (
    /(?:ists|ians|people|families|owners|children|kids|crews|staff|patients|parents|nurses|doctors|users|outfits|companies|businesses|brands|firms|teams|communities|agencies|clubs|adults|seniors|students|renters|roommates|couples|athletes|veterans|cooks|chefs)$/.test(
      word,
    )
  )
    return true;
  // "commuters" are those who commute, "farmers" those who farm: the stem is a verb.
  const stem = /^(.+?)(?:e?rs|ors)$/.exec(word)?.[1];
  return !!stem && [stem, `${stem}e`].some((verb) => tokens(`they ${verb} it`)[1]?.tags.has('Verb'));
}
