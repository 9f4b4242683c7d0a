/**
 * The invention as the assistant understands it (shared/drafting.md, "The invention, understood
 * before it is written"): rebuilt from the inventor's answers on every turn and kept server-side.
 * Writers draft the application from it; it is never sent to the browser.
 */

export const INVENTION_KINDS = ['article', 'method', 'composition', 'software'] as const;
export type InventionKind = (typeof INVENTION_KINDS)[number];

export type InventionElement = {
  /** "telescoping leg", "chia seed gel", "rules engine" (singular unless only a plural was given). */
  name: string;
  /** The inventor spoke of several ("four telescoping legs"). */
  plural: boolean;
  /** What it does, as verb phrases in the infinitive ("grip the leg"). */
  functions: string[];
  /** Where it sits and what it connects to, as participle phrases ("bolted to a hinge bracket"). */
  relations: string[];
  /** What it is made of or what it is ("14 gauge square tubing", "a CR2032"). */
  materials: string[];
  /** Other facts with numbers, as predicates ("holds 600 ml"). */
  measures: string[];
  /** Alternatives the inventor gave ("fiberglass", "a ratchet"). */
  alternatives: string[];
  /** Optional features the inventor mentioned ("could log every dose"), as infinitive phrases. */
  options: string[];
  /** Alternatives to words of the name: "jalapeno" for "habanero" in "red habanero peppers". */
  substitutes: { alternative: string; replaces: string }[];
  /** The inventor sentences it came from. */
  sources: string[];
  /** Named in a list of parts or ingredients ("it has a beam, four legs and …"). */
  listed: boolean;
  /** Marked essential by the inventor in the invention map: claim 1 carries it, even bare. */
  essential?: boolean;
};

export type InventionStep = {
  /** The step as a gerund phrase, in order: "heating the resin to 80 °C". */
  action: string;
  source: string;
};

export type InventionModel = {
  kinds: InventionKind[];
  /** What it is: "folding sawhorse", "method of curing resin". */
  subject: string;
  /** For a method or software: what it does, as a gerund phrase ("making fence boards"). */
  purpose: string;
  elements: InventionElement[];
  /** What the inventor said of the invention as a whole ("the lid is molded polypropylene"). */
  body: InventionElement;
  /** Method steps (a process, a recipe, or a program's operations), in order. */
  steps: InventionStep[];
  /** Parts the inventor mentioned as optional, with where they sit ("a clamp rail disposed on top of the beam"). */
  optionalParts: string[];
  /** Steps the inventor mentioned as optional ("adding a UV stabilizer"). */
  optionalSteps: InventionStep[];
  /** How a user uses it, in order, as gerund phrases. */
  useSteps: InventionStep[];
  problem: string[];
  advantages: string[];
  uses: string[];
  /** The summary's, details' and variations' sentences in the order the inventor told them. */
  told?: string[];
};
