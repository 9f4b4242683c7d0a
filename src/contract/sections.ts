import { z } from 'zod';
import { hasNoNul } from './messages';
import { sectionKeySchema } from './sessions';

export const SECTION_CONTENT_MAX_CHARS = 50_000;

// POST /api/patent/session/{sessionId}/edit-section
export const editSectionRequestSchema = z.strictObject({
  section: sectionKeySchema,
  content: z
    .string({ error: 'must be a string' })
    .trim()
    .min(1, 'must not be empty')
    .max(SECTION_CONTENT_MAX_CHARS, `must be at most ${SECTION_CONTENT_MAX_CHARS} characters`)
    .refine(hasNoNul, 'must not contain NUL characters'),
});
export type EditSectionRequest = z.input<typeof editSectionRequestSchema>;
