import type { FastifyInstance } from 'fastify';
import {
  type AdminSessionIdsResponse,
  type AdminSessionsResponse,
  adminSessionIdsQuerySchema,
  adminSessionsQuerySchema,
  type BulkDeleteResponse,
  bulkDeleteRequestSchema,
} from '../../contract';
import { bulkDeleteSessions } from '../admin/bulk-delete-sessions';
import { getAdminMessages } from '../admin/get-admin-messages';
import { getAdminPdf } from '../admin/get-admin-pdf';
import { listAdminSessionIds, listAdminSessions } from '../admin/list-admin-sessions';
import { requireAdmin } from '../policies';
import { presentMessages } from '../presenters/conversation';
import { presentSession } from '../presenters/session';
import { parseRequest } from '../validation';
import { sessionIdParam } from './params';

/** A filename safe inside a Content-Disposition header, whatever was stored. */
const headerFilename = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_') || 'patent_application.pdf';

/** The operator's calls (spec §7), every one behind the admin login (design §7). */
export async function adminSessionRoutes(app: FastifyInstance) {
  const { db } = app.services;
  app.addHook('preHandler', requireAdmin(db));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/sessions', async (request): Promise<AdminSessionsResponse> => {
    const query = parseRequest(adminSessionsQuerySchema, request.query, 'query');
    const page = await listAdminSessions(db, query);
    // The operator sees every section in full: no paywall here.
    return { ...page, sessions: page.sessions.map((row) => presentSession(row, 'operator')) };
  });

  app.get('/api/admin/sessions/ids', async (request): Promise<AdminSessionIdsResponse> => {
    const query = parseRequest(adminSessionIdsQuerySchema, request.query, 'query');
    return { ids: await listAdminSessionIds(db, query) };
  });

  app.get('/api/admin/messages/:sessionId', async (request) => {
    const sessionId = sessionIdParam(request.params);
    const found = await getAdminMessages(db, { sessionId, ip: request.ip });
    return presentMessages(found, 'operator');
  });

  app.get('/api/admin/session/:sessionId/download-pdf', async (request, reply) => {
    const sessionId = sessionIdParam(request.params);
    const pdf = await getAdminPdf(db, { sessionId, ip: request.ip });
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${headerFilename(pdf.filename)}"`)
      .send(pdf.bytes);
  });

  app.delete('/api/admin/sessions/bulk', async (request): Promise<BulkDeleteResponse> => {
    const { sessionIds } = parseRequest(bulkDeleteRequestSchema, request.body, 'body');
    const { deleted } = await bulkDeleteSessions(db, { ids: sessionIds, ip: request.ip });
    return { deleted, message: `Deleted ${deleted} session${deleted === 1 ? '' : 's'}` };
  });
}
