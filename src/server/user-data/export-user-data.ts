import { asc, eq, inArray } from 'drizzle-orm';
import type { Context } from '../context';
import { filingRecords, messages, payments, pdfDocuments, sketches } from '../db/schema';
import { listUserSessions } from '../sessions/list-user-sessions';

/**
 * Everything stored for an address (issue 18, the right of access and portability): its sessions with
 * their messages, sections, sketch, filing record and every generated PDF, and its payments. Read in
 * one repeatable-read transaction so the parts agree with each other.
 */
export async function exportUserData({ db }: Context<'db'>, { email }: { email: string }) {
  return db.transaction(
    async (tx) => {
      const sessionRows = await listUserSessions({ db: tx }, { email });
      const ids = sessionRows.map((row) => row.id);
      const of = async <T extends { sessionId: number | null }>(rows: Promise<T[]>) => {
        const bySession = new Map<number, T[]>();
        for (const row of await rows)
          bySession.set(row.sessionId!, [...(bySession.get(row.sessionId!) ?? []), row]);
        return bySession;
      };
      const none = ids.length === 0 ? [-1] : ids;
      const [messageRows, sketchRows, pdfRows, filingRows] = await Promise.all([
        of(tx.select().from(messages).where(inArray(messages.sessionId, none)).orderBy(asc(messages.id))),
        of(tx.select().from(sketches).where(inArray(sketches.sessionId, none)).orderBy(asc(sketches.id))),
        of(
          tx
            .select()
            .from(pdfDocuments)
            .where(inArray(pdfDocuments.sessionId, none))
            .orderBy(asc(pdfDocuments.id)),
        ),
        of(tx.select().from(filingRecords).where(inArray(filingRecords.sessionId, none))),
      ]);
      const paymentRows = await tx
        .select()
        .from(payments)
        .where(eq(payments.email, email))
        .orderBy(asc(payments.id));
      return {
        sessions: sessionRows.map((session) => ({
          session,
          messages: messageRows.get(session.id) ?? [],
          sketches: sketchRows.get(session.id) ?? [],
          pdfs: pdfRows.get(session.id) ?? [],
          filingRecord: filingRows.get(session.id)?.[0] ?? null,
        })),
        payments: paymentRows,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
