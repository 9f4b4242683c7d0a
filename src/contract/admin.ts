import { z } from 'zod';
import { messageSchema } from './messages';
import { sessionSchema } from './sessions';
import { textField } from './text';

export const ADMIN_STATUS_FILTERS = ['all', 'premium', 'free', 'complete', 'incomplete'] as const;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];

// POST /api/admin/login
export const adminLoginRequestSchema = z.strictObject({
  password: textField().min(1, 'is required').max(1_000),
});

// GET /api/admin/sessions?q=&status=&page=
export const adminSessionsQuerySchema = z.object({
  q: textField().max(200).default(''),
  status: z.enum(ADMIN_STATUS_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
export type AdminSessionsQuery = z.input<typeof adminSessionsQuerySchema>;

export const adminCountersSchema = z.object({
  totalSessions: z.number().int(),
  filteredResults: z.number().int(),
  premiumUsers: z.number().int(),
  pdfsGenerated: z.number().int(),
});
export const adminSessionsResponseSchema = z.object({
  sessions: z.array(sessionSchema),
  /** Matches of the search and filter, counted up to ADMIN_SEARCH_COUNT_CAP. */
  total: z.number().int(),
  /** True when there are more than `total` matches (a search that reached the count cap). */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counters: adminCountersSchema,
});
export type AdminSessionsResponse = z.infer<typeof adminSessionsResponseSchema>;

/** Internal ids are PostgreSQL `serial` (int4): anything larger names no session. */
export const INTERNAL_ID_MAX = 2_147_483_647;

// DELETE /api/admin/sessions/bulk
export const bulkDeleteRequestSchema = z.strictObject({
  sessionIds: z
    .array(z.number().int().positive().max(INTERNAL_ID_MAX, 'is not a session id'))
    .min(1, 'must name at least one session')
    .max(100_000),
});
export type BulkDeleteRequest = z.input<typeof bulkDeleteRequestSchema>;
export const bulkDeleteResponseSchema = z.object({
  deleted: z.number().int(),
  message: z.string(),
});
export type BulkDeleteResponse = z.infer<typeof bulkDeleteResponseSchema>;

// GET /api/admin/sessions/ids?q=&status= — every internal id of the filtered list (select-all, spec §5).
export const adminSessionIdsQuerySchema = adminSessionsQuerySchema.omit({ page: true });
export const adminSessionIdsResponseSchema = z.object({ ids: z.array(z.number().int()) });
export type AdminSessionIdsResponse = z.infer<typeof adminSessionIdsResponseSchema>;

// GET /api/admin/session — lets the page know after a reload that its login is still valid.
export const adminLoginStateSchema = z.object({
  loggedIn: z.literal(true),
  expiresAt: z.string(),
});
export type AdminLoginState = z.infer<typeof adminLoginStateSchema>;

// POST /api/admin/logout — the login cookie is cleared.
export const adminLogoutResponseSchema = z.object({ loggedOut: z.literal(true) });
export type AdminLogoutResponse = z.infer<typeof adminLogoutResponseSchema>;

// GET /api/admin/messages/{sessionId} — the whole conversation, oldest first (spec §7: a list).
export const adminMessagesResponseSchema = z.array(messageSchema);
