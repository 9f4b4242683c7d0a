import type { InventionElement } from '../../../contract';
import { asLiteral } from '../check/words';
import type { Elements } from './elements';
import { presentOf } from './nlp';
import { inProse } from './sentence-forms';

/**
 * "… flashes a lamp three times. The flashes are half a second on, half a second off": the flashes are no
 * part but how the part that flashes does it ("flashes half a second on and half a second off").
 */
export function signalsTimed(elements: Elements) {
  for (const event of [...elements.list]) {
    const verb = /^(flash|pulse|beep|blink|buzz)(?:es|s)?$/.exec(event.name)?.[1];
    const timing = [...event.materials, ...event.measures.map((m) => m.replace(/^(?:is|are) /, ''))];
    if (!verb || timing.length === 0 || event.functions.length > 0) continue;
    const doer = elements.list.find(
      (e) => e !== event && e.functions.some((fn) => fn.startsWith(`${verb} `)),
    );
    if (!doer) continue;
    doer.measures.push(`${presentOf(verb)} ${inProse(timing)}`);
    doer.sources.push(...event.sources);
    elements.list.splice(elements.list.indexOf(event), 1);
  }
}

/**
 * "… half a part carnauba wax by weight. The carnauba makes the surface harder": an ingredient named
 * without the word of its kind is the ingredient named in full, whose share the recipe gives; "Inside it
 * slides an extension leg …. The extension has a rubber foot": a part only ever told as "the extension" is
 * the extension leg, named short (one part, not two).
 */
export function shortNameMerged(elements: Elements, composition: boolean) {
  for (const element of [...elements.list]) {
    if (element.name.includes(' ') || element.listed) continue;
    const starting = elements.list.filter(
      (other) => other.name.startsWith(`${element.name} `) && other.name.split(' ').length === 2,
    );
    // ("The clay keeps birds off the seeds", after "5 parts red clay powder": of a composition, the one
    // ingredient whose name has the word before its last.)
    const full =
      composition && starting.length === 0
        ? elements.list.filter(
            (other) =>
              other !== element &&
              other.measures.length > 0 &&
              other.name.split(' ').slice(0, -1).includes(element.name),
          )
        : starting;
    if (full.length !== 1) continue;
    const [whole] = full as [InventionElement];
    // (An ingredient whose own share is told is one of its own; a part introduced with "a" is a part.)
    const introduced = element.sources.some((source) =>
      new RegExp(
        `\\b(?:a|an|one|two|three|four)\\s+(?:[\\w-]+\\s+){0,2}?${asLiteral(element.name)}\\b(?! ${asLiteral(whole.name.split(' ')[1]!)})`,
        'i',
      ).test(source),
    );
    // (Of a part, only where the full name's last word says no more than "a piece": "the extension" of an
    // extension leg; "the spring" of a spring valve is the valve's spring, a part of its own.)
    const generic = /^(?:leg|piece|part|unit|section|member|portion|assembly|module|block|bar)$/.test(
      whole.name.split(' ').at(-1)!,
    );
    if (composition ? element.measures.length > 0 || whole.measures.length === 0 : introduced || !generic)
      continue;
    whole.functions.push(...element.functions.filter((fn) => !whole.functions.includes(fn)));
    whole.relations.push(...element.relations.filter((r) => !whole.relations.includes(r)));
    whole.measures.push(...element.measures.filter((m) => !whole.measures.includes(m)));
    whole.materials.push(...element.materials.filter((m) => !whole.materials.includes(m)));
    whole.sources.push(...element.sources);
    elements.list.splice(elements.list.indexOf(element), 1);
  }
}

/**
 * "Range is 0 to 120 degrees": a range told of nothing is the whole's ("has a range from 0 to 120
 * degrees"), not a part.
 */
export function rangeOfTheWhole(elements: Elements, body: InventionElement) {
  for (const range of [...elements.list]) {
    const span = range.measures
      .map((m) => /^is ((?:from )?\d+(?:\.\d+)? to \d+(?:\.\d+)? [a-z]+)$/.exec(m)?.[1])
      .find(Boolean);
    if (
      !/^(?:range|travel|span)$/.test(range.name) ||
      !span ||
      range.functions.length > 0 ||
      range.relations.length > 0
    )
      continue;
    body.measures.push(`has a ${range.name} ${span.startsWith('from ') ? span : `from ${span}`}`);
    body.sources.push(...range.sources);
    elements.list.splice(elements.list.indexOf(range), 1);
  }
}
