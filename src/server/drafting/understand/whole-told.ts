import type { InventionElement, InventionStep } from '../../../contract';
import { asLiteral, COLOR_WORD, MATERIAL_WORDS } from '../check/words';
import type { Sectioned } from './aliases';
import type { Elements } from './elements';
import { canBeVerb, infinitiveOf } from './nlp';
import { SUMMARY_STATEMENT } from './told-sentences';

/** "The present invention is a …": the summary's statement of what the invention is, or "". */
export function statementOf(summary: Sectioned[]): string {
  return summary.find((told) => SUMMARY_STATEMENT.test(told.sentence))?.sentence ?? '';
}

/**
 * "The present invention is a method of sharpening knives on … a ceramic mug": the mug the steps turn over
 * is ceramic, told once in what the invention is, where a part has no material of its own.
 */
export function materialsToldInTheStatement(elements: InventionElement[], statement: string) {
  for (const element of elements) {
    const made = new RegExp(`\\b(?:a|an|the) ([a-z]+) ${asLiteral(element.name)}\\b`).exec(statement)?.[1];
    if (element.materials.length === 0 && made && MATERIAL_WORDS.test(made) && !COLOR_WORD.test(made))
      element.materials.push(made);
  }
}

/**
 * A composition as a whole: how it keeps is a property of it, not a step of making it; what it acts on is
 * no ingredient of it; and what it does to that, told in what it is, is what the whole does.
 */
export function mixtureAsAWhole(
  steps: InventionStep[],
  body: InventionElement,
  elements: Elements,
  subject: string,
  title: string,
  statement: string,
) {
  // ("The mixture stays liquid down to about minus 30 C": a property of the mixture.)
  const kept = steps.filter((step) => {
    const state = new RegExp(
      `^keeping the (?:mixture|mix|${asLiteral(subject)}) (liquid|solid|firm|soft|clear|stable|fluid) ((?:up to|down to|at|above|below) .+)$`,
    ).exec(step.action);
    if (state) body.functions.push(`remain ${state[1]} ${state[2]}`);
    return !state;
  });
  steps.splice(0, steps.length, ...kept);
  // ("A windshield de-icer spray that melts ice …; the ice turns to slush": what it acts on.)
  const actedOn = /\bThat [A-Z][a-z]+s ([A-Z][a-z]+)\b/.exec(title)?.[1]?.toLowerCase();
  const actedOnTold = actedOn
    ? elements.list.find((element) => element.name === actedOn && !element.listed)
    : undefined;
  if (!actedOnTold) return;
  elements.drop(actedOnTold);
  // ("The present invention is a windshield de-icer spray that melts ice in a minute and does not
  // refreeze": what it does to that thing, when nothing but how it keeps says what the whole does; else
  // what its ingredients do says how it works.)
  const statedAct = new RegExp(
    `^The present invention is an? ${asLiteral(subject)} that ([a-z]+s) ((?:[\\w-]+ ){0,3}?[\\w-]+?)(?= and\\b|[,.]|$)`,
    'i',
  ).exec(statement);
  if (
    statedAct &&
    body.functions.every((fn) => /^remain /.test(fn)) &&
    canBeVerb(infinitiveOf(statedAct[1]!))
  )
    body.functions.unshift(`${infinitiveOf(statedAct[1]!)} ${statedAct[2]}`);
}
