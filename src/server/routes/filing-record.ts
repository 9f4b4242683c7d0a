import type { FastifyInstance } from 'fastify';
import { filingRecordRequestSchema } from '../../contract';
import { notFound } from '../errors';
import { getFilingRecord, recordFiling, removeFiling } from '../filing';
import { presentDeadlineCalendar } from '../presenters/deadline-calendar';
import { presentFilingRecord } from '../presenters/filing-record';
import { parseRequest } from '../validation';
import { sessionIdParam } from './params';

/** Issue 18: the USPTO filing date and number, the reminders they schedule, and the deadline calendar. */
export async function filingRecordRoutes(app: FastifyInstance) {
  const { db, config } = app.services;
  const path = '/api/patent/session/:sessionId/filing-record';

  app.get(path, async (request) =>
    presentFilingRecord(await getFilingRecord({ db }, { sessionId: sessionIdParam(request.params) })),
  );

  app.put(path, async (request) => {
    const sessionId = sessionIdParam(request.params);
    const body = parseRequest(filingRecordRequestSchema, request.body, 'body');
    await recordFiling(app.services, { sessionId, ...body });
    return presentFilingRecord(await getFilingRecord({ db }, { sessionId }));
  });

  app.delete(path, async (request) => {
    const sessionId = sessionIdParam(request.params);
    await removeFiling({ db }, { sessionId });
    return presentFilingRecord(await getFilingRecord({ db }, { sessionId }));
  });

  app.get('/api/patent/session/:sessionId/filing-deadline.ics', async (request, reply) => {
    const { session, record } = await getFilingRecord({ db }, { sessionId: sessionIdParam(request.params) });
    if (!record) throw notFound('Filing record');
    const calendar = presentDeadlineCalendar({
      sessionId: session.sessionId,
      title: session.patentData.title,
      filingDate: record.filingDate,
      applicationNumber: record.applicationNumber,
      publicUrl: config.publicUrl,
    });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="patent-deadline.ics"')
      .header('cache-control', 'no-store')
      .send(calendar);
  });
}
