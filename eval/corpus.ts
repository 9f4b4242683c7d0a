import { INVENTIONS, type InventionScript } from '../tests/helpers/inventions';
import { COLD_INVENTIONS } from './corpus-cold';
import { NEW_INVENTIONS } from './corpus-new';

/** What the invention is, as the claims must reflect it (shared/drafting.md, "kind"). */
export type InventionKind = 'article' | 'method' | 'composition' | 'software';

/** An interview script with what a practitioner expects of its draft. */
export type LabelledInvention = InventionScript & {
  kinds: InventionKind[];
  /** The elements (or steps) that make it work: claim 1 must carry each one. */
  essentials: string[];
  /**
   * How it works, in the inventor's words: the function or relation between the essentials that sets it
   * apart (the tail light's "full power" on "deceleration"). Claim 1 must say each of these words.
   */
  keyFunction: string[];
  /** Terms and numbers of the inventor's that the application must keep. */
  keyTerms: string[];
};

const LABELS: Record<string, Pick<LabelledInvention, 'kinds' | 'essentials' | 'keyFunction' | 'keyTerms'>> = {
  mechanical: {
    kinds: ['article'],
    essentials: ['beam', 'leg', 'sleeve', 'cam lock'],
    keyFunction: ['slide', 'grip', 'ground'],
    keyTerms: ['14 gauge', 'cam lock', 'bubble level', 'hinge bracket', 'fiberglass'],
  },
  software: {
    kinds: ['software'],
    essentials: ['shift', 'overtime', 'manager'],
    keyFunction: ['rules engine', 'overtime', 'certification'],
    keyTerms: ['rules engine', 'PostgreSQL', 'HL7', 'matching module'],
  },
  'chemical/food': {
    kinds: ['composition'],
    essentials: ['peppers', 'vinegar', 'seed gel'],
    keyFunction: ['suspension'],
    keyTerms: ['habanero', '85 degrees Celsius', '3.8', 'chia seed gel'],
  },
  'medical device': {
    kinds: ['article'],
    essentials: ['mask', 'airflow sensor', 'timer module', 'LED ring'],
    keyFunction: ['airflow', 'count'],
    keyTerms: ['thermistor', 'CR2032', '22 mm', 'piezo buzzer'],
  },
  'consumer product': {
    kinds: ['article'],
    essentials: ['bottle body', 'leash clip', 'folding bowl', 'push-button valve'],
    keyFunction: ['flow', 'bowl'],
    keyTerms: ['Tritan', '600 ml', 'carabiner', 'carbon filter'],
  },
};

/** The project's five test inventions, labelled, the ones written for the evaluation, and the ones first drafted cold. */
export const CORPUS: LabelledInvention[] = [
  ...INVENTIONS.map((invention) => ({ ...invention, ...LABELS[invention.field]! })),
  ...NEW_INVENTIONS,
  ...COLD_INVENTIONS,
];
