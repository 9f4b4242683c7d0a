import type { InventionElement } from '../../../contract';
import { asLiteral, MATERIAL_WORDS, singularWord } from '../check/words';
import { tokens } from '../understand/nlp';
import { pluralOf } from './claim-language';

type Draft = { text: string; parent?: number };

const COUNTS = 'two|three|four|five|six|seven|eight|nine|ten|\\d+';

/**
 * "Each suction cup has a lever on top. Flipping the lever pulls the middle of the cup up …; the shelf
 * hooks onto the two cups": of a plurality, what each one has is each one's ("a plurality of suction
 * cups, each having a lever on top thereof"), "the lever" is each lever and "the cup" it acts on the
 * respective suction cup; and of any plurality "two cups" are two of the suction cups, so no claim names
 * one of many as if there were one.
 */
export function pluralsCounted(claims: Draft[], elements: InventionElement[]): Draft[] {
  let texts = claims.map((claim) => claim.text);
  for (const element of elements.filter((e) => e.plural)) {
    const plural = pluralOf(element.name);
    const head = element.name.split(' ').pop()!;
    const heads = pluralOf(head);
    // ("a plurality of hubs having a plurality of wheels": each has several, none of them one owned part.)
    const has = new RegExp(
      `\\b(a plurality of ${asLiteral(plural)}) having (an? (plurality of [\\w-]+|[\\w-]+))\\b`,
    );
    const owned = texts
      .map((text) => has.exec(text)?.[3])
      .find((part) => !!part && !part.startsWith('plurality of '));
    texts = texts.map((text) => {
      let out = text.replace(has, '$1, each having $2');
      // ("the lever" after "each having a lever": each one's; "comprising …, a lever and a shelf", one on each.)
      if (owned && singularWord(owned) === owned)
        out = out
          .replace(new RegExp(`\\bthe ${asLiteral(owned)}\\b`, 'g'), `each ${owned}`)
          .replace(
            new RegExp(`(?<!each having )\\b(an?) ${asLiteral(owned)}\\b(?! on top)`, 'g'),
            `$1 ${owned} on each ${element.name}`,
          );
      // ("each lever … pulls the middle of the cup": the one of them the lever is on.)
      if (owned)
        out = out.replace(
          new RegExp(
            `\\bthe (?:${asLiteral(element.name)}|${asLiteral(head)})(?=\\s+(?:up|down|of|on|in|at|to|with|when|once|and|from)\\b|[.,;]|$)`,
            'g',
          ),
          `the respective ${element.name}`,
        );
      // ("a cam lock disposed in each sleeve and configured to grip the leg": of telescoping legs, the one
      // in that sleeve; "gripping the leg with the cam lock": each of them.)
      out = out
        .split('\n')
        .map((line) => {
          const one = new RegExp(
            `\\bthe (?:${asLiteral(element.name)}|${asLiteral(head)})\\b(?!s|-)(?! of\\b)(?! [a-z]+s\\b)`,
          );
          const found = one.exec(line);
          // ("the step stool": a word of a longer name, not one of the steps.)
          const next = /^\s+([a-z]+)/.exec(line.slice((found?.index ?? 0) + (found?.[0].length ?? 0)))?.[1];
          const longerName =
            !!next &&
            !!tokens(`the x ${next}`)[2]?.tags.has('Noun') &&
            !tokens(`the x ${next}`)[2]?.tags.has('Verb');
          if (
            !found ||
            longerName ||
            new RegExp(`\\b(?:each|respective|one) (?:[\\w-]+ )?${asLiteral(head)}\\b`).test(line)
          )
            return line;
          return line.replace(
            one,
            /\beach\b/.test(line) ? `the respective ${element.name}` : `each ${element.name}`,
          );
        })
        .join('\n');
      // ("a spring latch on the top clamp" of two clamps claimed: the top one of them, no other clamp.)
      out = out.replace(
        new RegExp(
          `\\b(a|an|the) (top|bottom|upper|lower|front|rear|left|right|outer|inner|middle) ${asLiteral(head)}\\b(?![s-])`,
          'g',
        ),
        `$1 $2 one of the ${plural}`,
      );
      // ("hook onto two cups": two of those claimed.)
      return out
        .replace(
          // ("strips of 8 LEDs each": how many each has, not which of them.)
          // ("hubs having three wheels": so is how many each one has.)
          new RegExp(
            `(?<!\\bof )(?<!\\b(?:having|has|have|with) )\\b(?:the )?(${COUNTS}) (?:the )?(?:${asLiteral(plural)}|${asLiteral(heads)})\\b`,
            'g',
          ),
          `$1 of the ${plural}`,
        )
        .replace(
          // ("have four posts or six": either count is how many it has.)
          new RegExp(
            `\\b(${COUNTS}) ${asLiteral(plural)} (or|and) (${COUNTS}) of the ${asLiteral(plural)}\\b`,
            'g',
          ),
          `$1 ${plural} $2 $3 ${plural}`,
        );
    });
  }
  return claims.map((claim, i) => ({ ...claim, text: texts[i]! }));
}

/**
 * "The block has six slots" of a knife block whose claim 1 has "a plurality of slots": how many the
 * inventor makes it with is a dependent claim's ("wherein the plurality of slots consists of six
 * slots"), never claim 1's.
 */
export function pluralCountLimitations(
  claimOne: string,
  elements: InventionElement[],
  told: string[],
): string[] {
  const limitations: string[] = [];
  for (const element of elements.filter((e) => e.plural)) {
    const plural = pluralOf(element.name);
    if (!claimOne.includes(`a plurality of ${plural}`)) continue;
    // (What another version has, "A version with 14 compartments may …", is no count of this one.)
    const count = told
      .filter((sentence) => !/\b(?:version|embodiment|model|may|might|could|would|can)\b/i.test(sentence))
      .map(
        (sentence) =>
          // ("Two rubber-lined clamps bolt around the seat tube": so many, told as the subject; "a ring of 24
          // LEDs": so many laid out together, where "strips of 8 LEDs each" is how many a strip has.)
          new RegExp(
            // ("comprises two steel tubes" of tubes named without their material: so many all the same.)
            // ("There are four thin pressure sensors" of sensors claimed as "pressure sensors": a word that
            // says what they are like counts them all the same; "two other sensors" does not.)
            // ("The two arms are hinged to the hook": the ones it has, counted as they are named.)
            `(?:\\b(?:has|have|with|comprises|includes|are|(?:ring|row|circle|array|grid|column|bank|cluster) of) |^(?:The )?)(${COUNTS}) (?:${MATERIAL_WORDS.source.replace(/^\^|\$$/g, '')} |(?!(?:other|more|extra|spare|new)\\b)[a-z]+ )?${asLiteral(plural)}\\b`,
            'i',
          ).exec(sentence)?.[1],
      )
      .find(Boolean);
    if (count)
      limitations.push(`wherein the plurality of ${plural} consists of ${count.toLowerCase()} ${plural}`);
    // ("A version with 14 compartments could do morning and evening": another count, a dependent of its own.)
    const another = told
      .map(
        (sentence) =>
          new RegExp(`\\bversion with (${COUNTS}) ${asLiteral(plural)}\\b`, 'i').exec(sentence)?.[1],
      )
      .find((n) => !!n && n !== count);
    if (another)
      limitations.push(`wherein the plurality of ${plural} consists of ${another.toLowerCase()} ${plural}`);
  }
  return limitations;
}
