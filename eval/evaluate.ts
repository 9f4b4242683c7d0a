import type { PatentData } from '../src/contract';
import { parseClaims } from '../src/server/drafting/check/claim-parser';
import { CHECK_LABELS, type CheckKey, checkDraft } from '../src/server/drafting/check/draft-checker';
import { asLiteral, singularWord, wordsOf } from '../src/server/drafting/check/words';
import { buildInventionModel } from '../src/server/drafting/understand/invention-model';
import { pluralOf } from '../src/server/drafting/write/claim-language';
import { elementsToDescribe } from '../src/server/drafting/write/details';
import type { LabelledInvention } from './corpus';

export type Column =
  | CheckKey
  | 'essentials'
  | 'keyFunction'
  | 'keyTerms'
  | 'elementsDescribed'
  | 'inventorNumbers';

export const COLUMNS: { key: Column; label: string }[] = [
  { key: 'title', label: CHECK_LABELS.title },
  { key: 'claimSet', label: '12-20 claims, >=2 indep., categories' },
  { key: 'essentials', label: 'claim 1 has every essential' },
  { key: 'keyFunction', label: 'claim 1 says how it works' },
  { key: 'elementForm', label: CHECK_LABELS.elementForm },
  { key: 'clauses', label: CHECK_LABELS.clauses },
  { key: 'steps', label: CHECK_LABELS.steps },
  { key: 'indefinite', label: CHECK_LABELS.indefinite },
  { key: 'antecedent', label: CHECK_LABELS.antecedent },
  { key: 'support', label: CHECK_LABELS.support },
  { key: 'abstract', label: 'abstract 50-150 words, opens with subject' },
  { key: 'numbers', label: CHECK_LABELS.numbers },
  { key: 'ranges', label: CHECK_LABELS.ranges },
  { key: 'keyTerms', label: 'key terms kept' },
  { key: 'elementsDescribed', label: 'details introduce every element' },
  { key: 'inventorNumbers', label: 'every inventor number kept' },
  { key: 'grammar', label: CHECK_LABELS.grammar },
  { key: 'openers', label: CHECK_LABELS.openers },
];

const DESCRIPTION_SECTIONS = ['background', 'summary', 'details', 'variations', 'useCases'] as const;

/** "shredding" matches "shreds" or "shredded": compares words by a short stem. */
function stem(word: string): string {
  return singularWord(word)
    .replace(/(?:ing|ed|es)$/, '')
    .replace(/(.)\1$/, '$1')
    .replace(/e$/, '');
}

function containsTerm(text: string, term: string): boolean {
  // ("wet-sanding" sands: a hyphenated word holds each of its parts too.)
  const words = new Set(
    wordsOf(text)
      .flatMap((word) => [word, ...word.split('-')])
      .map(stem),
  );
  return wordsOf(term).every((word) => words.has(stem(word)));
}

/** Numbers the inventor gave about the invention (questions to the assistant are not application text). */
function inventorNumbers(messages: string[]): string[] {
  return messages.flatMap((message) =>
    message
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => !sentence.trim().endsWith('?'))
      // "I'm a type 1 diabetic": who the inventor is is not part of the invention.
      .map((sentence) => sentence.replace(/\bI(?:'m| am) an? [\w -]*?(?= and\b|,|$)/, ''))
      .flatMap((sentence) => sentence.match(/\d+(?:\.\d+)?/g) ?? []),
  );
}

/**
 * A thin disclosure (one landing description, "next" to every step) supports an apparatus claim, a
 * method claim and a dependent or two, not a first claim set of 12: fewer claims is the honest draft.
 */
export const THIN_MIN_CLAIMS = 3;

/** Every problem found in one invention's draft, by column. */
export function evaluateDraft(
  invention: LabelledInvention,
  patentData: PatentData,
  messages: string[],
  thin = false,
): Record<Column, string[]> {
  const problems = Object.fromEntries(COLUMNS.map((c) => [c.key, [] as string[]])) as Record<
    Column,
    string[]
  >;
  const description = DESCRIPTION_SECTIONS.map((key) => patentData[key] ?? '');
  // A thin disclosure is held to what it describes: THIN_MIN_CLAIMS claims instead of a first claim
  // set's 12, and a second category only where it describes one (a recipe with no steps has no
  // method of making to claim; inventing one would invent facts).
  // Its abstract says what little there is: fewer than 50 words rather than filler.
  for (const finding of checkDraft(
    {
      title: patentData.title ?? '',
      description,
      claims: patentData.claims ?? '',
      abstract: patentData.abstract ?? '',
      inventorText: messages.join('\n'),
      priorArt: [...invention.answers[2], patentData.background ?? ''].join('\n'),
    },
    invention.kinds,
  ))
    if (
      !(
        thin &&
        /^(?:Only \d+ claims|Only 1 independent|No independent|The abstract has [1-4]?\d words)/.test(
          finding.message,
        )
      )
    )
      problems[finding.check].push(finding.message);
  const claimCount = parseClaims(patentData.claims ?? '').claims.length;
  const independent = parseClaims(patentData.claims ?? '').claims.filter((claim) => !claim.parent);
  if (thin && independent.length === 0)
    problems.claimSet.push('No independent claim from a thin disclosure.');
  if (thin && claimCount < THIN_MIN_CLAIMS)
    problems.claimSet.push(`Only ${claimCount} claims from a thin disclosure (at least ${THIN_MIN_CLAIMS}).`);
  const claim1 = parseClaims(patentData.claims ?? '').claims[0]?.text ?? '';
  for (const essential of invention.essentials)
    if (!containsTerm(claim1, essential)) problems.essentials.push(`Claim 1 lacks "${essential}".`);
  for (const term of invention.keyFunction)
    if (!containsTerm(claim1, term)) problems.keyFunction.push(`Claim 1 does not say "${term}".`);
  const application = [patentData.title, ...description, patentData.claims, patentData.abstract].join('\n');
  for (const term of invention.keyTerms)
    if (!application.toLowerCase().includes(term.toLowerCase()))
      problems.keyTerms.push(`The application lost "${term}".`);
  // The detailed description introduces every element of the invention model ("a"/"an" + its name).
  const details = (patentData.details ?? '').toLowerCase();
  for (const element of elementsToDescribe(buildInventionModel(patentData))) {
    const name = element.name.toLowerCase();
    // ("each spot has a sensor" introduces the spots one by one.)
    const oneByOne = new RegExp(`\\b(?:a|an|each|every) ${asLiteral(name)}\\b`).test(details);
    if (!details.includes(` ${element.plural ? pluralOf(name) : name}`) && !oneByOne)
      problems.elementsDescribed.push(`The detailed description never introduces "${element.name}".`);
  }
  const descriptionText = description.join('\n');
  for (const number of new Set(inventorNumbers(messages)))
    if (!new RegExp(`(?<![\\d.])${number.replace('.', '\\.')}(?![\\d]|\\.\\d)`).test(descriptionText))
      problems.inventorNumbers.push(`The description lost the inventor's number ${number}.`);
  return problems;
}
