/**
 * The claim rules of shared/drafting.md in words, for the model drafter's instructions and schema.
 * The checker (draft-checker.ts) enforces the same rules on every drafter's output.
 */
export const CLAIM_RULES = [
  'Claims like a first professional draft: 12 to 20 claims, each one sentence, numbered in order.',
  'At least two independent claims in the categories the description supports: a device and a method of using it; a method and an apparatus for carrying it out; a composition and a method of making it; software as a system (processor and memory storing instructions), a method and a non-transitory computer-readable medium.',
  'An independent claim: a preamble naming the category ("A gate latch, comprising:"), then one element or step per line separated by semicolons, "and" before the last.',
  'Claim 1 carries the elements that make the invention work, each with what it does or how it is connected ("a pump configured to draw water from the reservoir"); never a bare list of nouns, never a clause such as "a vessel feeds a controller".',
  'Method steps are gerunds in order ("heating the resin to 80 °C; pouring the heated resin into a mold").',
  'Dependent claims read "The gate latch of claim 1, wherein …" or "The gate latch of claim 1, further comprising …", each adding one limitation the inventor gave (a material, a number, a connection, a variation) without contradicting the claim it depends on.',
  'Antecedent basis: every "the X" was introduced as "a X" earlier in the claim or in a claim it depends on.',
  'Definite language: never "can", "could", "may", "might", "such as", "for example", "preferably", "instead of", "etc." or "means for"; alternatives as a Markush group ("selected from the group consisting of A and B"), ranges as "from X to Y".',
  'Every element and step reads to its end: no clause cut off mid-way ("an accelerometer disposed inside the light senses when the bike"), no line ending on "and", "to" or "when".',
  'Every step names what it acts on ("spraying the heated concentrate over the pellets", never "spraying over pellets"), and an instrument ("with the controller") belongs to the action it performs.',
  'Every range the inventor gave is claimed in a dependent claim as "from X to Y" ("from 70 percent to 90 percent by weight").',
  'Every term a claim uses appears in the description, and every number is one the inventor gave.',
].join('\n');

export const ABSTRACT_RULES =
  'The abstract is one paragraph of 50 to 150 words that opens with what the invention is ("A gate latch …"), names its main elements and says what is new; no "said", "means" or "The present invention relates to".';
