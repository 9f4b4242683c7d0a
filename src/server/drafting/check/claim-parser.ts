/**
 * Reads a claim set as a patent examiner would: numbered one-sentence claims, each independent
 * (a preamble naming its category, a transition, then elements or steps separated by semicolons) or
 * dependent ("The X of claim N, wherein …", "The X of claim N, further comprising …").
 */

export type ClaimCategory = 'apparatus' | 'system' | 'method' | 'composition' | 'medium' | 'product';

export type ParsedClaim = {
  number: number;
  text: string;
  /** The claim this one depends on, for a dependent claim. */
  parent?: number;
  category: ClaimCategory;
  /** "A gate latch", "A method of latching a gate", "The gate latch of claim 1". */
  preamble: string;
  /** Elements or steps of an independent claim, or the added limitation of a dependent one. */
  elements: string[];
  /** Items of a nested list ("cause the processor to: receive …; match …"), which are operations. */
  operations: string[];
};

export type ClaimSet = { claims: ParsedClaim[]; problems: string[] };

const DEPENDENT =
  /^(?:The|A|An)\s+(.+?)\s+(?:of|according to|as recited in|as claimed in|as defined in)\s+claim\s+(\d+)\s*,?\s*(wherein|further comprising|further including|in which|comprising)\b[:,]?\s*(.*)$/is;
const TRANSITION =
  /^(.*?),?\s+(comprising|consisting essentially of|consisting of|including|having)\s*:\s*(.*)$/is;

/** The category a preamble names: "A method of …" is a method; "A non-transitory … medium" a medium. */
export function categoryOf(preamble: string): ClaimCategory {
  const p = preamble.toLowerCase();
  // "A fish leather product made by a process comprising": a product claimed by how it is made.
  if (/\b(?:made|produced|obtained|prepared) by a (?:process|method)$/.test(p)) return 'product';
  if (/\b(?:method|process)\b/.test(p) && !/\bsystem for\b/.test(p.split(/\bmethod\b/)[0] ?? '')) {
    if (/^(?:an?|the)\s+(?:[\w-]+\s+){0,3}(?:method|process)\b/.test(p)) return 'method';
  }
  if (/\b(?:computer-readable|machine-readable|storage medi(?:um|a))\b/.test(p)) return 'medium';
  if (
    /\b(?:composition|formulation|mixture|blend|sauce|compound|coating|adhesive|solution|emulsion|dough)\b/.test(
      p,
    )
  )
    return 'composition';
  if (/\bsystem\b/.test(p)) return 'system';
  return 'apparatus';
}

/** Splits a list at top-level semicolons, dropping a leading "and". */
function items(text: string): string[] {
  return text
    .split(/;\s*/)
    .map((item) =>
      item
        .replace(/^\s*and\s+/i, '')
        .replace(/[.;,\s]+$/, '')
        .trim(),
    )
    .filter(Boolean);
}

/** Elements of a body; a nested list after "to:" or "comprising:" yields operations. */
function elementsOf(body: string): { elements: string[]; operations: string[] } {
  const nested = /^(.*?\b(?:to|comprising|operations comprising|steps of)\s*:)\s*(.*)$/is.exec(body);
  if (nested && /;/.test(nested[2]!)) {
    const head = items(nested[1]!.replace(/:\s*$/, ''));
    return { elements: head, operations: items(nested[2]!) };
  }
  return { elements: items(body), operations: [] };
}

export function parseClaims(text: string): ClaimSet {
  const problems: string[] = [];
  const paragraphs = text
    .split(/\n\s*\n|\n(?=\s*\d+\.\s)/)
    .map((p) => p.trim())
    .filter(Boolean);
  const claims: ParsedClaim[] = [];
  if (paragraphs.length === 0) problems.push('There are no claims.');
  for (const [index, paragraph] of paragraphs.entries()) {
    const expected = index + 1;
    const numbered = /^(\d+)\.\s+([\s\S]+)$/.exec(paragraph);
    if (!numbered) {
      problems.push(`Claim ${expected} has no number.`);
      continue;
    }
    const number = Number(numbered[1]);
    if (number !== expected) problems.push(`Claim ${number} should be numbered ${expected}.`);
    const sentence = numbered[2]!.replace(/\s+/g, ' ').trim();
    if (!sentence.endsWith('.')) problems.push(`Claim ${number} does not end with a period.`);
    if (/\.\s+[A-Z]/.test(sentence.slice(0, -1))) problems.push(`Claim ${number} is more than one sentence.`);
    const dependent = DEPENDENT.exec(sentence);
    if (dependent) {
      const parent = Number(dependent[2]);
      if (parent < 1 || parent >= number)
        problems.push(`Claim ${number} depends on claim ${parent}, which does not come before it.`);
      const parentClaim = claims.find((claim) => claim.number === parent);
      const limitation = dependent[4]!.replace(/\.$/, '').trim();
      const further = /further|comprising|including/i.test(dependent[3]!);
      const parsed = further ? elementsOf(limitation) : { elements: [limitation], operations: [] };
      if (!limitation) problems.push(`Claim ${number} adds nothing to claim ${parent}.`);
      claims.push({
        number,
        text: sentence,
        parent,
        category: parentClaim?.category ?? categoryOf(dependent[1]!),
        preamble: `The ${dependent[1]} of claim ${parent}`,
        elements: parsed.elements,
        operations: parsed.operations,
      });
      continue;
    }
    const independent = TRANSITION.exec(sentence.replace(/\.$/, ''));
    if (!independent) {
      problems.push(`Claim ${number} has no preamble and transition ("A …, comprising:").`);
      claims.push({
        number,
        text: sentence,
        category: categoryOf(sentence),
        preamble: sentence,
        elements: [],
        operations: [],
      });
      continue;
    }
    const preamble = independent[1]!.trim();
    if (!/^(?:An?|One or more)\s/.test(preamble))
      problems.push(`Claim ${number}'s preamble should begin with "A" or "An".`);
    const { elements, operations } = elementsOf(independent[3]!);
    claims.push({ number, text: sentence, category: categoryOf(preamble), preamble, elements, operations });
  }
  return { claims, problems };
}

/** The claims a claim rests on, nearest first: its parent, the parent's parent, … */
export function ancestorsOf(claim: ParsedClaim, claims: ParsedClaim[]): ParsedClaim[] {
  const chain: ParsedClaim[] = [];
  let parent = claim.parent;
  while (parent !== undefined) {
    const found = claims.find((candidate) => candidate.number === parent);
    if (!found || chain.includes(found)) break;
    chain.push(found);
    parent = found.parent;
  }
  return chain;
}
