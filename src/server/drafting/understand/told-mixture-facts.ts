import { capitalized } from './sentence-forms';

/**
 * A told sentence about a mixture put in the forms the model's readers know: parts of a graded ingredient to
 * parts of another, with a little of a third, are the ingredients, their ratio and the grade; an ingredient
 * that freezes lower than water, and down to where the mixture stays liquid, are a freezing point and a
 * property of the mixture. Anything else is returned as told.
 */
export function toldOfTheMixture(told: string): string {
  return (
    told
      // ("It is 2 parts 70 percent isopropyl alcohol to 1 part water, with a few drops of dish soap": the
      // ratio of two ingredients, how strong the first is, and a little of a third, each a fact.)
      .replace(
        /^(The (?:[\w-]+ ){0,3}[\w-]+) is (\d+(?:\.\d+)?) parts (?:(\d+(?:\.\d+)?) percent )?((?:[\w-]+ )?[\w-]+) to (\d+(?:\.\d+)?) parts? ((?:[\w-]+ )?[\w-]+)(?:,? with (a few drops|a little|a splash|a dash|a squirt|a pinch) of ((?:[\w-]+ )?[\w-]+))?\.?$/,
        (
          told,
          whole: string,
          first: string,
          strength = '',
          one: string,
          second: string,
          other: string,
          little = '',
          third = '',
        ) =>
          !strength && !little
            ? told
            : [
                little ? `${whole} comprises ${one}, ${other} and ${third}.` : '',
                `${whole} is ${first} parts ${one} to ${second} part ${other}.`,
                little
                  ? `${capitalized(little)} of ${third} ${/drops/.test(little) ? 'are' : 'is'} added.`
                  : '',
                strength ? `The ${one} is ${strength} percent ${one}.` : '',
              ]
                .filter(Boolean)
                .join(' '),
      )
      // ("The alcohol freezes much lower than water, around minus 89 C, so the mix stays liquid down to about
      // minus 30": where the ingredient freezes, and down to where the whole stays liquid, in its unit.)
      .replace(
        /^(The (?:[\w-]+ ){0,2}[\w-]+) freezes (?:much |way |far )?(?:lower|colder) than [a-z]+, (?:around|about|at) ((?:minus )?\d+(?:\.\d+)?) ?(C|F|degrees(?: [CF])?)\b(?:, so the (?:mix|mixture|spray|liquid|solution) (stays|remains) liquid down to (?:about |around )?((?:minus )?\d+(?:\.\d+)?)(?: ?(?:C|F|degrees(?: [CF])?))?)?\.?$/,
        (_told, what: string, point: string, unit: string, stays = '', low = '') =>
          `${what} freezes at about ${point} ${unit}${stays ? `, so the mixture ${stays} liquid down to about ${low} ${unit}` : ''}.`,
      )
  );
}
