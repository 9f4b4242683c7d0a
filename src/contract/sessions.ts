import { z } from 'zod';
import { SECTION_KEYS, TOTAL_STEPS } from './constants';
import { coverSheetDetailsSchema } from './cover-sheet';
import { emailSchema } from './email';
import { messageSchema } from './messages';
import { textField } from './text';

export const sectionKeySchema = z.enum(SECTION_KEYS);

/**
 * Session ids are 128 random bits, base64url (22 characters). Anything else is not a session id;
 * the pattern also keeps path tricks (`..`, `/`, `%00`) out of every route that takes one.
 */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export const sessionIdSchema = textField().regex(SESSION_ID_PATTERN, 'is not a valid session id');

/** patentData of spec §3, plus what the review step drafts (issue 3). Every text is optional. */
export const patentDataSchema = z.object({
  title: z.string().optional(),
  background: z.string().optional(),
  summary: z.string().optional(),
  details: z.string().optional(),
  variations: z.string().optional(),
  useCases: z.string().optional(),
  sketch: z.string().optional(),
  review: z.string().optional(),
  claims: z.string().optional(),
  abstract: z.string().optional(),
  drawingsDescription: z.string().optional(),
  /** URL of the stored sketch image (GET /api/patent/session/{id}/sketch), when there is one. */
  sketchImage: z.string().optional(),
  completedSections: z.array(sectionKeySchema),
  /** The cover sheet's inventors and correspondence address, when the inventor gave them (issue 17). */
  coverSheet: coverSheetDetailsSchema.optional(),
});
export type PatentData = z.infer<typeof patentDataSchema>;

export const sessionSchema = z.object({
  sessionId: z.string(),
  id: z.number().int(),
  userEmail: z.string().nullable(),
  currentStep: z.number().int().min(1).max(TOTAL_STEPS),
  totalSteps: z.literal(TOTAL_STEPS),
  isComplete: z.boolean(),
  premiumUnlocked: z.boolean(),
  pdfGenerated: z.boolean(),
  pdfFilename: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  patentData: patentDataSchema,
});
export type Session = z.infer<typeof sessionSchema>;

// POST /api/patent/session
export const createSessionRequestSchema = z.strictObject({
  userEmail: emailSchema.optional(),
});
export type CreateSessionRequest = z.input<typeof createSessionRequestSchema>;
export const createSessionResponseSchema = z.object({ session: sessionSchema });
export type CreateSessionResponse = z.infer<typeof createSessionResponseSchema>;

// GET /api/patent/session/{sessionId}
export const sessionFetchResponseSchema = z.object({
  session: sessionSchema,
  messages: z.array(messageSchema).default([]),
});
export type SessionFetchResponse = z.infer<typeof sessionFetchResponseSchema>;
