import { z } from 'zod';
import { SEEDABLE_SECTION_KEYS, textField } from '../../../contract';
import { ABSTRACT_RULES, CLAIM_RULES } from '../check/claim-rules';

const SEEDABLE = SEEDABLE_SECTION_KEYS;

/** What the model returns for one answer. `comment` comes first so it streams first. */
export const sectionDraftSchema = z.object({
  comment: textField()
    .min(1)
    .max(800)
    .describe(
      'One or two friendly sentences to the inventor about what was added, without quoting the section text (locked until payment).',
    ),
  sectionText: textField()
    .min(1)
    .describe(
      'The complete new text of the section: earlier text plus the new material, formal patent prose.',
    ),
  followUp: textField().min(1).max(500).describe('One targeted question about what the section still lacks.'),
  intent: z
    .enum(['answer', 'question', 'command'])
    .optional()
    .describe(
      'What the message is: an answer about the invention; a question to you (then comment answers it from the knowledge base and nothing is added); or a command (rename, go back, skip, undo).',
    ),
  understood: z
    // No maximum here: a long list must not fail the whole turn; the drafter keeps the first few.
    .array(textField())
    .optional()
    .describe(
      'The parts, steps, numbers or alternatives this answer added, each in a few words ("the steel hook, 40 mm").',
    ),
  seeds: z
    .array(z.object({ section: z.enum(SEEDABLE), text: textField().min(1) }))
    .describe(
      'Only for the first description: formal text for later sections it already covers; else empty.',
    ),
});
export type ModelSectionDraft = z.infer<typeof sectionDraftSchema>;

export const reviewDraftSchema = z.object({
  claims: z
    .array(textField().min(1))
    .min(1)
    .max(20)
    .describe(`Claim texts without numbers, in order. ${CLAIM_RULES}`),
  abstract: textField().min(1).describe(ABSTRACT_RULES),
  drawingsDescription: textField().min(1).describe('Brief description of the drawings, one line per figure.'),
  review: textField()
    .min(1)
    .describe('Readiness review: what is thin (missing materials, dimensions, alternatives…).'),
});
export type ModelReviewDraft = z.infer<typeof reviewDraftSchema>;
