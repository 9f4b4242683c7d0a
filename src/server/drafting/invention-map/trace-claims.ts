import type { InventionModel, TracedClaim } from '../../../contract';
import { namePattern } from './name-pattern';

const MAX_SOURCES_PER_LINE = 2;

const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? []);

/**
 * Where the line first names the part, or -1. The claims may name a part by its head noun and claim
 * its material in a dependent ("a beam;" … "wherein the beam comprises steel" for the steel beam): the
 * head noun counts when no other part ends in it.
 */
function namedAt(line: string, name: string, model: InventionModel): number {
  const at = line.search(namePattern(name));
  const head = name.split(' ').pop()!;
  if (at >= 0 || head === name) return at;
  const shared = model.elements.filter((element) => element.name.split(' ').pop() === head).length;
  return shared === 1 ? line.search(namePattern(head)) : -1;
}

/** A claimed step keeps its verb and most of its longer words ("unfolding the … legs"). */
function restates(line: Set<string>, action: string): boolean {
  const [verb] = [...words(action)];
  const content = [...words(action)].filter((word) => word.length > 3);
  if (!verb || !line.has(verb) || content.length < 2) return false;
  return content.filter((word) => line.has(word)).length / content.length >= 0.6;
}

/**
 * Traceability (issue 16, item 5): each line of the claims (a preamble or one claim element) with the
 * inventor sentences it was drafted from: the sources of the parts it names and of the steps it
 * restates, those sharing most words with the line first.
 */
export function traceClaims(claimsText: string, model: InventionModel): TracedClaim[] {
  return claimsText
    .split(/\n\s*\n/)
    .map((claim) =>
      claim
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map((lines) => ({
      lines: lines.map((text) => {
        const lineWords = words(text);
        // The part the line is about is named first; a restated step is the line itself.
        const candidates = [
          ...[...model.steps, ...model.useSteps]
            .filter((step) => restates(lineWords, step.action))
            .map((step) => ({ at: -1, sentence: step.source })),
          ...model.elements.flatMap((element) => {
            const at = namedAt(text, element.name, model);
            return at < 0 ? [] : element.sources.map((sentence) => ({ at, sentence }));
          }),
        ];
        const shared = (sentence: string) => [...words(sentence)].filter((w) => lineWords.has(w)).length;
        const sources = [
          ...new Set(
            candidates
              .filter(({ sentence }) => sentence.trim())
              .sort((a, b) => a.at - b.at || shared(b.sentence) - shared(a.sentence))
              .map(({ sentence }) => sentence),
          ),
        ].slice(0, MAX_SOURCES_PER_LINE);
        return { text, sources };
      }),
    }));
}
