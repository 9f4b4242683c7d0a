import type { InventionElement, InventionModel, InventionStep } from '../../../contract';
import { asLiteral } from '../check/words';
import { MATERIALS } from '../offline/cues';
import { measuredOutIn } from '../understand/mass-nouns';
import { tokens } from '../understand/nlp';
import { doneOnByTheMethod, onTheWorkpiece } from '../understand/workpiece';
import { pluralOf } from '../write/claim-language';

/**
 * What is missing about each element, as a practitioner would ask it (shared/drafting.md: "an element
 * with no material, connection or function"), for the readiness review and the interview's follow-up
 * questions alike. What counts as missing depends on what the element is: a part of a device has a
 * material, a size, a place and a job; an ingredient has an amount; a software module has a job.
 */

/** "substance": neither what it is made of nor how big it is was given. */
export type MissingFact = 'substance' | 'position' | 'function' | 'amount';

/** Nouns that name the work in progress or the whole, never one of its parts ("the mix is pressed"). */
const WHOLE_OR_WORK_IN_PROGRESS =
  /^(?:mix|mixture|blend|batch|combination|product|version|thing|stuff|whole)$/i;

/**
 * Whether an element is worth a question: named by a noun ("thicker" is not), not a word of a longer
 * element's name ("chia" of "chia seed gel"), not a unit of a quantity ("5 percent moisture"), and not
 * the work in progress ("the mix").
 */
function isRealElement(element: InventionElement, model: InventionModel): boolean {
  const words = element.name.split(/\s+/);
  // Tagged after "the", as the description uses it: alone, "hook" reads as a verb.
  const tagged = tokens(`the ${element.name}`).slice(1);
  const head = tagged.at(-1);
  if (!head?.tags.has('Noun') || head.tags.has('Comparative')) return false;
  if (tagged[0]?.tags.has('Preposition')) return false;
  if (words.length === 1 && WHOLE_OR_WORK_IN_PROGRESS.test(element.name)) return false;
  // ("the burnt spot" of a burnt pot being cleaned: where the method works, no part to ask a material of.)
  if (onTheWorkpiece(element.name, model.subject, model.purpose)) return false;
  const longer = model.elements.some(
    (other) =>
      other !== element &&
      other.name.length > element.name.length &&
      // A whole word of it: "spring" is not a word of "spring-loaded cam lock".
      new RegExp(`(?<![\\w-])${asLiteral(element.name)}(?![\\w-])`, 'i').test(other.name),
  );
  if (longer) return false;
  const afterQuantity = new RegExp(`\\b(?:percent|%|degrees?)\\s+${asLiteral(element.name)}\\b`, 'i');
  const asUnit = element.sources.length > 0 && element.sources.every((source) => afterQuantity.test(source));
  return !asUnit;
}

/** "knob on top" is the knob: where it sits is a fact about it, not part of its name. */
export function bareName(element: InventionElement): string {
  // ("The wildflower seeds: …": a plurality by its plural.)
  return (element.plural ? pluralOf(element.name) : element.name).replace(
    /\s+(?:on|at|in|under|over)\s+(?:the\s+)?(?:top|bottom|front|back|side|end)$/i,
    '',
  );
}

/** An ingredient: an element of a composition, or a material a process works on by share. */
function isIngredient(element: InventionElement, model: InventionModel): boolean {
  if (model.kinds.includes('composition')) return true;
  return element.measures.some((measure) => /\bpercent\b|%/.test(measure));
}

/** The model's elements that are parts or ingredients of the invention, in the model's order. */
export function realElements(model: InventionModel): InventionElement[] {
  return model.elements.filter((element) => isRealElement(element, model));
}

/** "slide under the cutting board", "clip onto the rim": an act that leaves the part in its place. */
const PLACED_BY_ACT =
  /^(?:slide|sit|fit|hang|clip|snap|rest|mount|attach|hook|nest|tuck|stick) (?:in |out )?(?:under|on|onto|in|into|over|inside|below|beneath|behind|to|at|against) (?:the|a|an) /;

/** The facts missing about one element, in the order a practitioner asks them. */
export function missingFacts(element: InventionElement, model: InventionModel): MissingFact[] {
  // ("half a teaspoon per liter", "the juice of one lemon": an amount told in words is one too.)
  const numbered = element.measures.some((measure) =>
    /\d|\b(?:half|quarter|third|one|two|three|four|five|six|seven|eight|nine|ten|dozen)\b/i.test(measure),
  );
  if (isIngredient(element, model)) return numbered ? [] : ['amount'];
  // ("mixing 1 tablespoon of cooking oil …": a substance the steps measure out has its amount there.)
  if (
    measuredOutIn(
      model.steps.map((step) => step.action),
      element.name,
    ) ||
    doneOnByTheMethod(element, model)
  )
    return [];
  const missing: MissingFact[] = [];
  const software = model.kinds.includes('software');
  const namesItsMaterial = MATERIALS.test(element.name);
  if (!software && element.materials.length === 0 && element.measures.length === 0 && !namesItsMaterial)
    missing.push('substance');
  // A device's parts sit somewhere; a process's tools and a program's modules are placed by the steps.
  // ("slides under the cutting board": what puts it in its place says where it sits.)
  const placedBy = element.functions.some((fn) => PLACED_BY_ACT.test(fn));
  if (!software && !model.kinds.includes('method') && element.relations.length === 0 && !placedBy)
    missing.push('position');
  // "temperature sensor", "airflow sensor": the name says what it senses.
  const namesItsFunction = /\b[\w-]+ (?:sensor|detector|meter|gauge)$/i.test(element.name);
  // ("pulled out of the top of the seat post, looped around a rack": what the user does with it is what it
  // is for.)
  const usedSo = element.relations.some((r) => /^(?:looped|wrapped|threaded|passed|hooked|clipped) /.test(r));
  if (element.functions.length === 0 && !namesItsFunction && !usedSo) missing.push('function');
  return missing;
}

/** The elements worth asking about, each once, with what is missing about it. */
export function elementGaps(model: InventionModel): { element: InventionElement; missing: MissingFact[] }[] {
  return realElements(model)
    .map((element) => ({ element, missing: missingFacts(element, model) }))
    .filter((gap) => gap.missing.length > 0);
}

/** "The ramp: no material or size is given, and where it sits is not said." */
export function describeGap(name: string, missing: MissingFact[], plural = false): string {
  const given = missing.includes('amount')
    ? 'no amount is given'
    : missing.includes('substance')
      ? 'no material or size is given'
      : '';
  const unsaid = [
    missing.includes('position') ? (plural ? 'where they sit' : 'where it sits') : '',
    missing.includes('function') ? (plural ? 'what they do' : 'what it does') : '',
  ].filter(Boolean);
  const said =
    unsaid.length > 0 ? `${unsaid.join(' and ')} ${unsaid.length > 1 ? 'are' : 'is'} not said` : '';
  const clauses = [given, said].filter(Boolean);
  return `The ${name}: ${clauses.join(clauses.length > 1 && unsaid.length > 1 ? '; ' : ', and ')}.`;
}

/**
 * A step worth asking conditions of: an act on something, not a statement of what the process replaces
 * ("pressing … instead of extruding") or an effect ("making thicker").
 */
export function isRealStep(step: InventionStep): boolean {
  if (/\binstead of\b/.test(step.action)) return false;
  const object = tokens(step.action)[1];
  return !object?.tags.has('Comparative') && !object?.tags.has('Adjective');
}
