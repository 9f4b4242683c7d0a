import type { Elements } from './elements';

/**
 * "The solar panel charges a 5000 mAh battery in a zip pocket": a part rated in units of power or charge,
 * first named as what another part charges or powers, is a part of the invention too, where the sentence
 * puts it ("a battery disposed in a zip pocket"); its rating is a measure the model reads with the others.
 */
const POWERED =
  /\b(?:charges|powers|feeds|drives|runs) (an? \d+(?:\.\d+)?\s*(?:mAh|Ah|Wh|watt|watts|W|volt|volts|V) ((?:[\w-]+ )?[\w-]+))(?: (in|inside|under|behind|on) (an? (?:[\w-]+ ){0,2}?[\w-]+))?(?=[,.;]|\s+and\b|$)/;

export function readPoweredParts(sentences: string[], elements: Elements) {
  for (const sentence of sentences) {
    const told = POWERED.exec(sentence);
    if (!told) continue;
    const [, named = '', , where, place] = told;
    const element = elements.get(named, sentence);
    if (!element) continue;
    const disposed = where && place ? `disposed ${where} ${place}` : undefined;
    if (disposed && !element.relations.includes(disposed)) element.relations.push(disposed);
  }
}

/**
 * "A full day of sun fills the battery about halfway": how much a span of sun charges a part is a measure
 * of the part that charges it ("fills the battery about halfway in a full day of sun"), the span being no
 * part.
 */
const SPAN_CHARGES =
  /^An? ((?:full |whole |single )?(?:hour|day|week|afternoon|morning) of (?:sun|sunlight|daylight|light|charging)) (fills|charges|tops up) the ([\w -]+?) ((?:about |almost |nearly |roughly )?(?:halfway|full|completely|a third|a quarter|\d+ percent))\.?$/i;

export function readChargeByTheSpan(sentences: string[], elements: Elements) {
  for (const sentence of sentences) {
    const told = SPAN_CHARGES.exec(sentence);
    if (!told) continue;
    const [, span = '', verb = '', charged = '', much = ''] = told;
    const charger = elements.list.find((element) =>
      element.functions.some((fn) => new RegExp(`^charge (?:the|a|an) (?:[\\w-]+ )*?${charged}\\b`).test(fn)),
    );
    const measure = `${verb} the ${charged} ${much} in a ${span.replace(/^an? /i, '')}`;
    if (charger && !charger.measures.includes(measure)) charger.measures.push(measure);
  }
}
