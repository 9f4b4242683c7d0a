import { z } from 'zod';
import { sessionSchema } from './sessions';

export const ADMIN_STATUS_FILTERS = ['all', 'premium', 'free', 'complete', 'incomplete'] as const;
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number];

// POST /api/admin/login
export const adminLoginRequestSchema = z.strictObject({
  password: z.string().min(1, 'is required').max(1_000),
});

// GET /api/admin/sessions?q=&status=&page=
export const adminSessionsQuerySchema = z.object({
  q: z.string().max(200).default(''),
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
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counters: adminCountersSchema,
});
export type AdminSessionsResponse = z.infer<typeof adminSessionsResponseSchema>;

// DELETE /api/admin/sessions/bulk
export const bulkDeleteRequestSchema = z.strictObject({
  sessionIds: z.array(z.number().int().positive()).min(1, 'must name at least one session').max(100_000),
});
