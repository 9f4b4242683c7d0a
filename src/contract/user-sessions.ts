import { z } from 'zod';
import { emailSchema } from './email';
import { sectionKeySchema } from './sessions';
import { textField } from './text';

// The inventor's list of applications, reached through an e-mailed sign-in link (design §7).

// GET /api/user/sessions/{email}
export const userSessionSummarySchema = z.object({
  id: z.number().int(),
  sessionId: z.string(),
  patentData: z.object({
    title: z.string().optional(),
    /** For the progress figure, computed as on every other screen (issue 17). */
    completedSections: z.array(sectionKeySchema),
  }),
  currentStep: z.number().int(),
  totalSteps: z.number().int(),
  isComplete: z.boolean(),
  pdfGenerated: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const userSessionsResponseSchema = z.object({
  sessions: z.array(userSessionSummarySchema),
  user: z.object({ email: z.string() }),
});
export type UserSessionsResponse = z.infer<typeof userSessionsResponseSchema>;

/** How long an e-mailed sign-in link for the sessions list works (design §7). */
export const SIGN_IN_LINK_MINUTES = 30;

// POST /api/user/sessions/sign-in-link: always 202 with the same body (design §7).
export const sessionsSignInLinkRequestSchema = z.strictObject({ email: emailSchema });
export type SessionsSignInLinkRequest = z.input<typeof sessionsSignInLinkRequestSchema>;

// GET /api/user/sessions: the same list for the address this browser has proven (401 otherwise), so
// the page at /sessions needs no address in its URL.

// POST /api/user/sessions/sign-in: spends the token of an e-mailed link and sets the proof cookie.
// The links mailed now carry only the token; older links (/sessions/{email}?token=) also send the
// address, which must then match the one the link was sent to.
export const SIGN_IN_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const sessionsSignInRequestSchema = z.strictObject({
  email: emailSchema.optional(),
  token: textField().regex(SIGN_IN_TOKEN_PATTERN, 'is not a sign-in token'),
});
export type SessionsSignInRequest = z.input<typeof sessionsSignInRequestSchema>;

// POST /api/user/sessions/sign-out: no body; ends this browser's proof and clears its cookie.

/** The answer of sign-in and sign-out: the cookie is what changed. */
export const sessionsProofResponseSchema = z.object({ success: z.literal(true) });
export type SessionsProofResponse = z.infer<typeof sessionsProofResponseSchema>;

// DELETE /api/user/sessions/{email}/session/{sessionId}: one of the proven address's sessions, gone.
export const deleteOwnSessionResponseSchema = z.object({ deleted: z.literal(true) });
export type DeleteOwnSessionResponse = z.infer<typeof deleteOwnSessionResponseSchema>;
