import { DESCRIPTION_SECTION_KEYS, type PatentData } from '../../../contract';
import { checkDraft, type Finding } from './draft-checker';

const DESCRIPTION = DESCRIPTION_SECTION_KEYS;

/**
 * The checker's findings on a drafter's claims and abstract, against the application as written. The
 * formal sections hold the inventor's facts, so they also stand for what the inventor said (numbers).
 */
export function reviewFindings(
  draft: { claims: string; abstract: string },
  patentData: PatentData,
): Finding[] {
  const description = DESCRIPTION.map((key) => patentData[key] ?? '');
  return checkDraft({
    title: patentData.title ?? '',
    description,
    claims: draft.claims,
    abstract: draft.abstract,
    inventorText: description.join('\n'),
    priorArt: patentData.background ?? '',
  }).filter(
    (finding) => finding.check !== 'title' && finding.check !== 'openers' && finding.check !== 'grammar',
  );
}

export const MAX_REPORTED_FINDINGS = 8;

/** The findings as the readiness review lists them. */
export function findingsInReview(findings: Finding[]): string {
  if (findings.length === 0) return '';
  const listed = findings.slice(0, MAX_REPORTED_FINDINGS).map((finding) => `- ${finding.message}`);
  const more =
    findings.length > MAX_REPORTED_FINDINGS
      ? [`- …and ${findings.length - MAX_REPORTED_FINDINGS} more.`]
      : [];
  return [
    'Claim and abstract check: these points need a look before the claims are used:',
    ...listed,
    ...more,
  ].join('\n');
}
