import type { PatentData } from '../../../contract';
import { claimElement, extractComponents } from './components';
import { formalSentences, hasFirstPerson } from './style';
import { titleInProse } from './wording';

export type ClaimKind = 'apparatus' | 'system' | 'composition';

const SOFTWARE =
  /\b(?:app|application|software|server|cloud|database|smartphone|phone|algorithm|api|platform|website|bluetooth|wi-?fi|processor|microcontroller)\b/gi;
const COMPOSITION =
  /\b(?:ingredients?|mixture|formulation|composition|recipe|blend|compound|powder|dough|batter|sauce|solution|extract|emulsion)\b/gi;

function hits(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/** Design §4: one independent apparatus-type claim, chosen from what the inventor described. */
export function claimKindFor(text: string): ClaimKind {
  const composition = hits(text, COMPOSITION);
  const software = hits(text, SOFTWARE);
  if (composition >= 2 && composition >= software) return 'composition';
  if (software >= 3) return 'system';
  return 'apparatus';
}

const DEPENDENT_INTRO =
  /^(?:in (?:an?|one|another|some) (?:other |alternative )?(?:embodiments?|versions?|variations?),?\s*|alternatively,?\s*|optionally,?\s*|also,?\s*|additionally,?\s*|for example,?\s*)/i;

/** A variation sentence as the clause after "wherein". */
function whereinClause(sentence: string, kind: ClaimKind): string | undefined {
  const clause = sentence
    .replace(DEPENDENT_INTRO, '')
    .replace(/^(?:the present invention|it)\b/i, `the ${kind}`)
    .replace(/\bthe present invention\b/gi, `the ${kind}`)
    .replace(/\b(?:could|might|would)\b/gi, 'can')
    .replace(/[.;:]+$/, '')
    .trim();
  if (clause.split(/\s+/).length < 4 || hasFirstPerson(clause) || /[?]/.test(clause)) return undefined;
  // "A powdered version can be sold …" describes another embodiment, not a feature of claim 1's.
  if (/^an?\s/i.test(clause)) return undefined;
  // A claim states the invention, not who thought of or uses it.
  if (/\bthe (?:user|inventors?)\b/i.test(clause)) return undefined;
  // "The legs …" → "the legs …", but acronyms (US, LED) keep their capitals.
  return /^[A-Z][a-z]/.test(clause) ? clause.charAt(0).toLowerCase() + clause.slice(1) : clause;
}

const MAX_DEPENDENT_CLAIMS = 9;
const MAX_ELEMENTS = 8;

/** Sentences after the section's opening template sentence. */
function materialSentences(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\n\n/)
    .slice(1)
    .flatMap((paragraph) => formalSentences(paragraph));
}

/**
 * Claims numbered 1..N: claim 1 is the only independent claim (the named parts); every other claim
 * is "The <kind> of claim 1, wherein …" built from a material fact or a variation.
 */
export function draftClaims(patentData: PatentData): string {
  const corpus = [patentData.summary, patentData.details, patentData.variations].filter(Boolean).join(' ');
  const kind = claimKindFor(corpus);
  const own = titleInProse(patentData.title).toLowerCase();
  const parts = extractComponents([patentData.details, patentData.summary].filter(Boolean).join(' '))
    .filter((part) => part.toLowerCase() !== own)
    .slice(0, MAX_ELEMENTS);
  // Composition claims list ingredients without articles ("apple cider vinegar;").
  const element = kind === 'composition' ? (part: string) => part : claimElement;
  const elements = (parts.length > 0 ? parts : ['body']).map(element);
  const body =
    elements.length === 1
      ? elements[0]!
      : `${elements.slice(0, -1).join(';\n')}; and\n${elements[elements.length - 1]}`;
  const preamble = kind === 'composition' ? 'A composition' : kind === 'system' ? 'A system' : 'An apparatus';
  const claims = [`1. ${preamble}, comprising:\n${body}.`];

  const facts = [
    ...materialSentences(patentData.details).filter((s) =>
      /\b(?:made of|made from|formed of|formed from)\b/i.test(s),
    ),
    ...materialSentences(patentData.variations),
  ];
  const seen = new Set<string>();
  for (const fact of facts) {
    if (claims.length > MAX_DEPENDENT_CLAIMS) break;
    const clause = whereinClause(fact, kind);
    if (!clause || seen.has(clause)) continue;
    seen.add(clause);
    claims.push(`${claims.length + 1}. The ${kind} of claim 1, wherein ${clause}.`);
  }
  return claims.join('\n\n');
}

export type ClaimCheck = { ok: true } | { ok: false; problem: string };

/** Numbered 1..N, exactly one independent claim, each dependent claim naming an earlier claim. */
export function checkClaims(claims: string): ClaimCheck {
  const paragraphs = claims
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return { ok: false, problem: 'no claims' };
  let independent = 0;
  for (const [index, paragraph] of paragraphs.entries()) {
    const number = index + 1;
    const numbered = /^(\d+)\.\s+(.+)$/s.exec(paragraph);
    if (!numbered || Number(numbered[1]) !== number)
      return { ok: false, problem: `claim ${number} is misnumbered` };
    if (!/[.]$/.test(paragraph)) return { ok: false, problem: `claim ${number} does not end with a period` };
    const dependent = /^The \w+ of claim (\d+),? wherein\b/.exec(numbered[2]!);
    if (dependent) {
      const parent = Number(dependent[1]);
      if (parent < 1 || parent >= number)
        return { ok: false, problem: `claim ${number} refers to claim ${parent}` };
    } else {
      independent += 1;
    }
  }
  if (independent !== 1) return { ok: false, problem: `${independent} independent claims` };
  return { ok: true };
}
