import { asLiteral, COMBINING_VERBS } from '../check/words';
import { MIXTURE_NAMES } from '../understand/mass-nouns';
import { pastParticipleOf } from '../understand/nlp';
import { pluralOf } from './claim-language';

/*
 * How a recipe's steps name the batch they make: the step that forms the mixture later steps work on,
 * the mixture poured where the inventor said "it", and the pieces a casting step makes.
 */

/** A step that gives a mixture its shape: "pouring the mixture into jars", "pressing the mix into a mold". */
const CASTING = /^(?:pouring|spooning|pressing|packing|molding|casting)\b.*\b(?:into|in)\b/;

/**
 * "The solid shampoo bar is poured into molds" of a batch: what is poured is the mixture, not the bar the
 * method makes ("pouring the mixture into molds"; what cures once poured, `withFormsMade` names the bars).
 */
export function batchNamed(steps: string[], whole: string): string[] {
  // ("the solid shampoo bar" of a "solid shampoo bar for dogs": named without whom it is for.)
  const [base = whole, forWhom] = whole.split(/ (?=for )/);
  // (With no "for …", nothing after the name: an empty group would eat the space after it, "mixtureto".)
  const named = new RegExp(
    `\\bthe ${asLiteral(base)}${forWhom ? `(?: ${asLiteral(forWhom)})?` : ''}\\b`,
    'g',
  );
  return steps.map((step) =>
    // ("mixing the dishwasher powder dry": mixing the whole, which names its ingredients, stays.)
    /^(?:mixing|combining|blending|stirring)\b/.test(step) ? step : step.replace(named, 'the mixture'),
  );
}

/**
 * "pouring the mixture into jars with a cotton wick; allowing the candles to cure": the candles a later
 * step works on are what the casting made ("… to form candles"), not a second thing claimed out of nowhere.
 */
export function withFormsMade(told: string[], form: string): string[] {
  const forms = pluralOf(form);
  const later = new RegExp(`\\bthe ${asLiteral(forms)}\\b`);
  const casting = told.findIndex((step) => CASTING.test(step));
  // ("… poured into molds and cured": what cures once poured is the bars, not the mixture.)
  const steps = told.map((step, i) =>
    casting >= 0 && i > casting ? step.replace(/\bthe mixture\b/g, `the ${forms}`) : step,
  );
  if (casting < 0 || !steps.slice(casting + 1).some((step) => later.test(step))) return steps;
  if (new RegExp(`\\b${asLiteral(forms)}\\b`).test(steps.slice(0, casting + 1).join(' '))) return steps;
  return steps.map((step, i) => (i === casting ? `${step} to form ${forms}` : step));
}

/** What a recipe's steps combine the ingredients into: "the dough", "the slurry", or a mixture. */
export function madeOf(steps: string[]): string {
  return new RegExp(`\\bthe (${MIXTURE_NAMES}|solution|slurry)\\b`).exec(steps.join(' '))?.[1] ?? 'mixture';
}

/**
 * "stirring the beeswax and oil into the resin; brushing the mixture on …": the last combining step before
 * the mixture is first worked on formed it ("… to form a mixture"; "mixing the beans with filtered water
 * to form a slurry"). The steps unchanged when no step does.
 */
export function formingStep(steps: string[]): string[] {
  const made = madeOf(steps);
  // ("rubbing a mix of egg yolk and vegetable oil into the skins": a mix said with what it is of is made
  // there, by no earlier step.)
  const firstUse = steps.findIndex((step) => new RegExp(`\\b(?:the|a) ${made}\\b(?! of\\b)`).test(step));
  const forming = steps.slice(0, Math.max(firstUse, 0)).findLastIndex((step) => COMBINING.test(step));
  // ("mixing glass with cement and enough water to make a stiff paste": a step that says what it makes.)
  const saysIt = steps.some((step) =>
    new RegExp(`\\b(?:make|makes|form|forms|into) (?:a|an) (?:[\\w-]+ )?${made}\\b`).test(step),
  );
  if (firstUse <= 0 || made === 'solution' || forming < 0 || saysIt) return steps;
  // ("adding water until the mixture holds together; pressing the mix into a mold": one batch, named as
  // it was formed.)
  return steps.map((step, i) =>
    i === forming
      ? `${step} to form a ${made}`
      : // ("rolling the mixture 2 mm thin" after a mixing that formed the dough: the dough.)
        i > forming && made !== 'mixture'
        ? step.replace(/\bthe mixture\b/g, `the ${made}`)
        : step,
  );
}

/** Steps that put a composition to use: "spraying the mixture on a sunny day", "brushing it on". */
export const APPLYING = /^(?:spraying|applying|brushing|wiping|rubbing|painting|dabbing|sprinkling)\b/;

/** Steps that combine what they name into one: "stirring the beeswax and oil into the resin". */
// ("melting 2 parts beeswax with 1 part paraffin": melting one with another combines them too.)
const COMBINING = new RegExp(
  `^(?:${COMBINING_VERBS}|melting(?= .+ with\\b))\\b(?!.*\\b(?:mixture|a mix)\\b)`,
);

/**
 * "mixing … 1 bar of grated castile soap; grating the soap to a fine grind": a step that readies what an
 * earlier step names by its participle ("grated castile soap") comes before it and names it in full; the
 * earlier step then takes the one so readied ("1 bar of the grated castile soap").
 */
export function preparedFirst(steps: string[]): string[] {
  const ordered = [...steps];
  for (let i = 1; i < ordered.length; i++) {
    const readying = /^([a-z]+ing) the ([a-z-]+)\b(.*)$/.exec(ordered[i]!);
    const participle = readying && pastParticipleOf(readying[1]!);
    if (!readying || !participle) continue;
    const named = new RegExp(
      `\\b(?:the )?${asLiteral(participle)} ((?:[a-z-]+ ){0,2}${asLiteral(readying[2]!)})\\b`,
    );
    const at = ordered.slice(0, i).findIndex((step) => named.test(step));
    if (at < 0) continue;
    const whole = named.exec(ordered[at]!)![1]!;
    const readied = ordered[at]!.replace(named, `the ${participle} ${whole}`);
    ordered.splice(i, 1);
    ordered.splice(at, 1, `${readying[1]} ${whole}${readying[3]}`, readied);
  }
  return ordered;
}
