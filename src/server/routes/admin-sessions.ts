import type { FastifyInstance } from 'fastify';
import {
  type AdminSessionIdsResponse,
  type AdminSessionsResponse,
  adminSessionIdsQuerySchema,
  adminSessionsQuerySchema,
  type BulkDeleteResponse,
  bulkDeleteRequestSchema,
} from '../../contract';
import {
  bulkDeleteSessions,
  getAdminMessages,
  getAdminPdf,
  listAdminSessionIds,
  listAdminSessions,
} from '../admin';
import { requireAdmin } from '../policies';
import { presentAdminSessionIds, presentAdminSessionsPage, presentBulkDelete } from '../presenters/admin';
import { presentMessages } from '../presenters/conversation';
import { parseRequest } from '../validation';
import { sessionIdParam } from './params';

/** A filename safe inside a Content-Disposition header, whatever was stored. */
const headerFilename = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_') || 'patent_application.pdf';

/** The operator's calls (spec §7), every one behind the admin login (design §7). */
export async function adminSessionRoutes(app: FastifyInstance) {
  const { db } = app.services;
  app.addHook('preHandler', requireAdmin({ db }));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/sessions', async (request): Promise<AdminSessionsResponse> => {
    const query = parseRequest(adminSessionsQuerySchema, request.query, 'query');
    return presentAdminSessionsPage(await listAdminSessions({ db }, query));
  });

  app.get('/api/admin/sessions/ids', async (request): Promise<AdminSessionIdsResponse> => {
    const query = parseRequest(adminSessionIdsQuerySchema, request.query, 'query');
    return presentAdminSessionIds(await listAdminSessionIds({ db }, query));
  });

  app.get('/api/admin/messages/:sessionId', async (request) => {
    const sessionId = sessionIdParam(request.params);
    const found = await getAdminMessages({ db }, { sessionId, ip: request.ip });
    return presentMessages(found, 'operator');
  });

  app.get('/api/admin/session/:sessionId/download-pdf', async (request, reply) => {
    const sessionId = sessionIdParam(request.params);
    const pdf = await getAdminPdf({ db }, { sessionId, ip: request.ip });
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${headerFilename(pdf.filename)}"`)
      .send(pdf.bytes);
  });

  app.delete('/api/admin/sessions/bulk', async (request): Promise<BulkDeleteResponse> => {
    const { sessionIds } = parseRequest(bulkDeleteRequestSchema, request.body, 'body');
    return presentBulkDelete(await bulkDeleteSessions({ db }, { ids: sessionIds, ip: request.ip }));
  });
}
