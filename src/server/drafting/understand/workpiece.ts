import type { InventionElement, InventionModel } from '../../../contract';
import { asLiteral, singularWord } from '../check/words';
import { measuredOutIn } from './mass-nouns';

/** "method of cleaning a burnt pot", "method of cold-smoking cheese at home …": what it works on (what a method of making makes is its product, no workpiece). */
const WORKED_ON =
  /^(?:method|process) (?:(?:of|for) (?!making\b)(?:[a-z]+-)?[a-z]+ing|that (?!makes\b)(?:[a-z]+-)?[a-z]+s) (?:an? |the )?((?:(?!(?:at|in|on|with|using|for|from|by|into|without)\b)[\w-]+ ){0,3}?[\w-]+)(?= (?:at|in|on|with|using|for|from|by|into|without)\b|$)/;

/**
 * "method of cleaning a burnt pot": the one thing the method works on ("burnt pot"), which is what "it"
 * is where no step names another (no method is taken off the heat). Several ("cleaning pans") are not
 * one "it".
 */
export function workpieceOf(subject: string): string | undefined {
  const thing = WORKED_ON.exec(subject)?.[1];
  const head = thing?.split(' ').pop();
  return thing && head && singularWord(head) === head ? thing : undefined;
}

/**
 * "the cheese" of a method of cold-smoking cheese, "a burnt spot" and "the burnt residue" of a method of
 * cleaning a burnt pot: what the method works on, or named by its state, where on it the method works or
 * what comes off it; none is a thing the method uses.
 */
export function onTheWorkpiece(name: string, subject: string, purpose = ''): boolean {
  // ("Method That Cold-Smokes Cheese …": a method named only "method" works on what its purpose names.)
  const named = /^(?:method|process)$/.test(subject) && purpose ? `method of ${purpose}` : subject;
  const words = WORKED_ON.exec(named)?.[1]?.split(' ') ?? [];
  if (words.length === 0) return false;
  if (name === words.join(' ')) return true;
  return words.length >= 2 && name.split(' ').length >= 2 && name.split(' ')[0] === words[0];
}

/** "… removing sticker residue from glass jars …": the opening names the jar as what the method is done on. */
function isDoneOn(statement: string, name: string): boolean {
  return new RegExp(`\\b(?:from|off|on) (?:[\\w-]+ ){0,2}${asLiteral(name)}s?\\b`).test(statement);
}

/**
 * "washing the jar with dish soap", of removing sticker residue: what a method is done on is the user's,
 * not a part of the method; what it does, is made of, or could be instead is nothing to ask.
 */
export function doneOnByTheMethod(element: InventionElement, model: InventionModel): boolean {
  const steps = model.steps.map((step) => step.action);
  // (Only the thing the opening says the method is done on, "from glass jars": the sawdust a method of
  // making dries is what it is made of, and another kind of it is worth asking for.)
  const statement = model.told?.find((told) => /^The present invention is\b/.test(told)) ?? '';
  return (
    model.kinds.includes('method') &&
    isDoneOn(statement, element.name) &&
    !model.kinds.includes('composition') &&
    !measuredOutIn(steps, element.name) &&
    // (A tool the steps run, "running the aquarium pump", does something of its own.)
    element.functions.length === 0 &&
    steps.some(
      (step) =>
        new RegExp(`^[a-z]+ing the ${asLiteral(element.name)}\\b`).test(step) &&
        !/^(?:running|operating|switching|turning|starting|powering|plugging)\b/.test(step),
    )
  );
}
