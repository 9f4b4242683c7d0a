import { z } from 'zod';
import { SECTION_KEYS } from './constants';
import { sessionSchema } from './sessions';
import { textField } from './text';

export const SECTION_CONTENT_MAX_CHARS = 50_000;

/** What an inventor may edit by hand: the interview's sections, plus the claims and abstract (paid). */
export const EDITABLE_SECTION_KEYS = [...SECTION_KEYS, 'claims', 'abstract'] as const;
export type EditableSection = (typeof EDITABLE_SECTION_KEYS)[number];
export const editableSectionSchema = z.enum(EDITABLE_SECTION_KEYS);

const sectionContent = () =>
  textField()
    .trim()
    .min(1, 'must not be empty')
    .max(SECTION_CONTENT_MAX_CHARS, `must be at most ${SECTION_CONTENT_MAX_CHARS} characters`);

// POST /api/patent/session/{sessionId}/edit-section
export const editSectionRequestSchema = z.strictObject({
  section: editableSectionSchema,
  content: sectionContent(),
});
export type EditSectionRequest = z.input<typeof editSectionRequestSchema>;
/** The session as the edit left it. */
export const editSectionResponseSchema = z.object({ session: sessionSchema });
export type EditSectionResponse = z.infer<typeof editSectionResponseSchema>;

/** The sections the draft checker can judge on their own, as the inventor types. */
export const CHECKABLE_SECTION_KEYS = ['claims', 'abstract'] as const;

// POST /api/patent/session/{sessionId}/check-section
export const checkSectionRequestSchema = z.strictObject({
  section: z.enum(CHECKABLE_SECTION_KEYS),
  content: sectionContent(),
});
export type CheckSectionRequest = z.input<typeof checkSectionRequestSchema>;
export const checkSectionResponseSchema = z.object({
  findings: z.array(z.object({ check: z.string(), message: z.string() })),
});
export type CheckSectionResponse = z.infer<typeof checkSectionResponseSchema>;
