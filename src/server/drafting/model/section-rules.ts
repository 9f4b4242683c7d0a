import type { DraftableSection } from '../drafter';

/**
 * How each section is written (shared/drafting.md, "Section by section"), in words for the model
 * drafter. The offline writers follow the same rules in code; the evaluation checks both.
 */
const SECTION_RULES: Partial<Record<DraftableSection, string>> = {
  background:
    'Background: the field, then the problem and why today\'s solutions fall short, in the inventor\'s facts. Say who has the problem ("a cyclist", "a parent"), never "a person" or "they" without a referent.',
  summary:
    'Summary: one sentence on what the invention is, then its main elements and what each does (how it works), then its advantages. Never two sentences that say the same thing, and no filler such as "The following summarizes the present invention."',
  details:
    'Detailed description: introduce each element once with "a"/"an" and afterwards "the"; for each say its material, size, position and connections, function, numbers and alternatives ("In some embodiments, the bowl is ceramic or glass."). Methods: every step in order with its conditions, in the passive or with the product as subject ("The resin is heated to 80 °C"), never "the user heats". Keep every number the inventor gave and invent none.',
  variations:
    'Variations: one sentence per alternative, in definite form ("In some embodiments, the magnet is an electromagnet powered by a battery."), never a dangling "instead" or "could".',
  useCases:
    'Use cases: who uses it and where, as whole sentences ("The latch may be used at backyard pools, community pools and dog runs.").',
};

/** The writing rule for one section, or nothing for the title and the sketch. */
export function sectionRule(section: DraftableSection): string | undefined {
  return SECTION_RULES[section];
}
