import { z } from 'zod';
import { sectionKeySchema } from './sessions';
import { textField } from './text';

export const SECTION_CONTENT_MAX_CHARS = 50_000;

// POST /api/patent/session/{sessionId}/edit-section
export const editSectionRequestSchema = z.strictObject({
  section: sectionKeySchema,
  content: textField()
    .trim()
    .min(1, 'must not be empty')
    .max(SECTION_CONTENT_MAX_CHARS, `must be at most ${SECTION_CONTENT_MAX_CHARS} characters`),
});
export type EditSectionRequest = z.input<typeof editSectionRequestSchema>;
