import type { InventionElement, InventionStep } from '../../../contract';
import { asLiteral, COLOR_WORD, MATERIAL_WORDS, singularWord } from '../check/words';
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

/**
 * "A knee brace with a bend sensor that counts your physical therapy reps and tells your phone …", where the
 * details say a board counts each rep: what the statement's part "does" is what the whole does, told before
 * the parts were; the part keeps what the details tell of it. (Only when another part is told doing the
 * same, so a part the statement alone tells of keeps its act.)
 */
export function statementActsOfTheWhole(
  elements: InventionElement[],
  body: InventionElement,
  statement: string,
) {
  // (The same act on the same thing: "count the physical therapy reps" and "count a rep each time …";
  // "hold an ice pack" and "hold everything on the finger" are two acts.)
  const act = (fn: string) => {
    const [, verb, object] =
      /^([a-z]+) (?:the |an? )?((?:[\w-]+ ){0,3}?[\w-]+?)(?= (?:when|each|every|to|for|in|on|at|with|by|if|until|and|over)\b|$)/.exec(
        fn,
      ) ?? [];
    return verb && object ? `${verb} ${singularWord(object.split(' ').pop()!)}` : undefined;
  };
  for (const element of elements) {
    const said = new RegExp(`\\bwith an? ${asLiteral(element.name)} (?:that|which) [a-z]+s\\b`, 'i').test(
      statement,
    );
    if (!said || element.functions.length === 0) continue;
    const others = elements.filter((other) => other !== element).flatMap((other) => other.functions.map(act));
    if (!element.functions.some((fn) => !!act(fn) && others.includes(act(fn)))) continue;
    for (const fn of element.functions) if (!body.functions.includes(fn)) body.functions.push(fn);
    element.functions = [];
  }
}
