import { claimable, withoutNumbers } from './claim-language';

type Draft = { text: string; parent?: number };

/** "Thicker strips need 3 or 4 minutes.": how long another version of what is worked on takes. */
const NEEDS =
  /^(?:thicker|thinner|larger|smaller|bigger|longer|shorter|heavier|lighter|wider) [a-z]+ (?:need|needs|take|takes|require|requires) (?:about )?(\d+(?:\.\d+)?)(?: or | to |-)(\d+(?:\.\d+)?) (seconds|minutes|hours|days)\b/i;

/**
 * "microwaving the strip on high for 2 minutes", and "Thicker strips need 3 or 4 minutes": the step's
 * time spans both ("wherein the step of microwaving the strip on high comprises microwaving the strip on
 * high for from 2 to 4 minutes"), which covers the thicker strips the inventor also bends; so for "3 hours
 * gives a stronger concentrate" of a 2-hour step.
 */
/** "3 hours gives a stronger concentrate.": another time, and what it gives. */
const GIVES = /^(?:about )?(\d+(?:\.\d+)?) (seconds|minutes|hours|days) (?:gives|makes|yields|produces)\b/i;

export function spanOfAStep(claimOne: string, steps: string[], told: string[]): Draft | undefined {
  for (const sentence of told) {
    const gives = GIVES.exec(sentence);
    const needs = NEEDS.exec(sentence) ?? (gives ? [gives[0], gives[1], gives[1], gives[2]] : null);
    if (!needs) continue;
    const [, low = '', high = '', unit = ''] = needs;
    const timed = new RegExp(`\\bfor (?:about )?(\\d+(?:\\.\\d+)?) ${unit}\\b`);
    const step = steps.find((each) => timed.test(each));
    const broad = step && claimable(withoutNumbers(step));
    if (!step || !broad || !claimOne.includes(`\n${broad}`)) continue;
    const told = Number(timed.exec(step)![1]);
    const [from, to] = [Math.min(told, Number(low)), Math.max(told, Number(high))];
    if (from === to) continue;
    const spanned = claimable(step.replace(timed, `for from ${from} to ${to} ${unit}`));
    if (spanned)
      return { text: `The method of claim 1, wherein the step of ${broad} comprises ${spanned}.`, parent: 1 };
  }
  return undefined;
}
