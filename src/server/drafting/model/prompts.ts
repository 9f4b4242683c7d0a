import { type PatentData, SECTION_LABELS, WRITTEN_SECTION_KEYS } from '../../../contract';
import { ABSTRACT_RULES, CLAIM_RULES } from '../check/claim-rules';
import type { Finding } from '../check/draft-checker';
import { knowledgeBaseText } from '../converse/knowledge-base';
import type { ReviewDraft, ReviewDraftRequest, SectionDraftRequest } from '../drafter';
import { buildInventionModel } from '../understand/invention-model';
import { sectionRule } from './section-rules';
import { understoodForPrompt } from './understood-for-prompt';

export const DRAFTER_INSTRUCTIONS = [
  'You help a US inventor write a provisional patent application, one section at a time.',
  'Write every section in formal patent prose: third person, present tense, "the present invention".',
  'Never use I, me, my, we, us or our in section text, claims or abstract.',
  'Keep every technical fact, number, material and component the inventor gives; never invent facts.',
  'Answer only with the requested JSON object.',
  'If the message is a question to you rather than an answer, set intent to "question", answer it in comment from this knowledge base only, and change nothing:',
  knowledgeBaseText(),
  'Otherwise set intent to "answer" and list in understood the parts, steps, numbers or alternatives the answer added.',
].join('\n');

function draftSoFar(patentData: PatentData): string {
  const sections = [...WRITTEN_SECTION_KEYS, 'sketch' as const]
    .filter((key) => patentData[key])
    .map((key) => `## ${SECTION_LABELS[key]}\n${patentData[key]}`);
  return sections.length > 0 ? sections.join('\n\n') : '(nothing yet)';
}

export function sectionPrompt(request: SectionDraftRequest): string {
  const label = SECTION_LABELS[request.section];
  const task = request.firstDescription
    ? "This is the inventor's first free description. Propose a short title (at most 10 words, title case) as sectionText, and put what it says about background, summary, details, variations or uses into seeds."
    : request.section === 'title'
      ? 'Write the title (at most 10 words, title case) as sectionText.'
      : request.section === 'sketch'
        ? 'The inventor attached a sketch. Write sectionText starting "FIG. 1 is …" from the caption. Seeds stay empty.'
        : `Add the answer to the ${label} section. sectionText is the whole section: keep the current text and add the new material. Seeds stay empty.`;
  const rule = request.firstDescription ? undefined : sectionRule(request.section);
  return [
    `Section: ${label}`,
    task,
    rule ?? '',
    `What you understood of the invention so far:\n${understoodForPrompt(buildInventionModel(request.patentData))}`,
    `Current text of the ${label} section:\n${request.patentData[request.section] ?? '(empty)'}`,
    `The draft so far:\n${draftSoFar(request.patentData)}`,
    `The inventor's answer:\n${request.answer}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function reviewPrompt(request: ReviewDraftRequest): string {
  return [
    'All sections are written. Draft the claims, the abstract, the brief description of the drawings and a readiness review naming what is thin (the element and the missing fact).',
    `Claim rules:\n${CLAIM_RULES}`,
    ABSTRACT_RULES,
    `What you understood of the invention (claim 1 carries the elements that make it work):\n${understoodForPrompt(buildInventionModel(request.patentData))}`,
    request.patentData.sketchImage ? 'There is one drawing, FIG. 1.' : 'There are no drawings.',
    request.skipped.length > 0
      ? `Skipped sections: ${request.skipped.map((key) => SECTION_LABELS[key]).join(', ')}.`
      : '',
    `The application:\n${draftSoFar(request.patentData)}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The one repair request (issue 15): the checker's findings on the first draft, to be fixed. */
export function repairPrompt(request: ReviewDraftRequest, draft: ReviewDraft, findings: Finding[]): string {
  return [
    'Your review draft breaks these rules. Return the whole review draft again with every point fixed and nothing else changed; keep every fact and number the inventor gave and invent none.',
    findings.map((finding) => `- ${finding.message}`).join('\n'),
    `Your claims:\n${draft.claims}`,
    `Your abstract:\n${draft.abstract}`,
    reviewPrompt(request),
  ].join('\n\n');
}
