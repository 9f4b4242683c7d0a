import type { LabelledInvention } from './corpus';

/**
 * Thin disclosures (issue 15): the inventor types one description on the landing page and answers
 * "next" to every step after it. The draft must still be a well-formed application with an apparatus
 * (or composition, or system) claim and a method claim from the facts given; it cannot honestly hold 12
 * claims, so these rows expect fewer (THIN_MIN_CLAIMS), and the readiness review says it is thin.
 */
const NO_ANSWERS = { 2: [], 3: [], 4: [], 5: [], 6: [] };

export const THIN_INVENTIONS: LabelledInvention[] = [
  {
    field: 'thin consumer product',
    kinds: ['article'],
    landing:
      "hi! so my thing is a pool gate latch that closes and locks itself even if a kid leaves the gate open a crack. It has a strong magnet on the gate that pulls it into the latch housing from up to 3 inches away, and a pin drops by gravity into a hole in the gate bracket so it can't be pushed open.",
    answers: NO_ANSWERS,
    sketchCaption: null,
    components: ['magnet', 'pin'],
    essentials: ['magnet', 'pin'],
    keyFunction: ['pull', 'gravity'],
    keyTerms: ['3 inches', 'gravity'],
  },
  {
    field: 'thin composition',
    kinds: ['composition'],
    landing:
      "I make a paw balm for dogs that doesn't melt in a hot car. It's 30 percent beeswax, 50 percent coconut oil and 20 percent shea butter, and the beeswax keeps it solid up to 60 degrees Celsius. Is that enough to patent?",
    answers: NO_ANSWERS,
    sketchCaption: null,
    components: ['beeswax', 'coconut oil', 'shea butter'],
    essentials: ['beeswax', 'coconut oil', 'shea butter'],
    keyFunction: [],
    keyTerms: ['30 percent', 'shea butter', '60 degrees Celsius'],
  },
  {
    field: 'thin software',
    kinds: ['software'],
    landing:
      "My app reads the label on a pill bottle with the phone's camera and reminds you to take the pill at the times on the label. If you miss a dose by more than an hour it texts your daughter.",
    answers: NO_ANSWERS,
    sketchCaption: null,
    components: ['camera'],
    essentials: ['camera'],
    keyFunction: [],
    keyTerms: ['camera', 'more than an hour'],
  },
];
