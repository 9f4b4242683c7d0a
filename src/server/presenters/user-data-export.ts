import { nonprovisionalDeadline } from '../../contract';
import type { exportUserData } from '../user-data/export-user-data';

type Export = Awaited<ReturnType<typeof exportUserData>>;

/**
 * The export file: plain JSON a person or another program can read, with binary files (sketches,
 * PDFs) as base64 and each PDF's SHA-256 so a copy can be checked. Internal ids are left out.
 */
export function presentUserDataExport(email: string, data: Export, exportedAt: Date) {
  return {
    format: 'inventdraft-export',
    version: 1,
    exportedAt: exportedAt.toISOString(),
    email,
    sessions: data.sessions.map(({ session, messages, sketches, pdfs, filingRecord }) => {
      const versions = new Map<string, number>();
      return {
        sessionId: session.sessionId,
        createdAt: session.createdAt.toISOString(),
        updatedAt: session.updatedAt.toISOString(),
        currentStep: session.currentStep,
        totalSteps: session.totalSteps,
        isComplete: session.isComplete,
        premiumUnlocked: session.premiumUnlocked,
        pdfGenerated: session.pdfGenerated,
        patentData: session.patentData,
        draftingState: session.draftingState,
        messages: messages.map((m) => ({
          sender: m.sender,
          content: m.content,
          timestamp: m.createdAt.toISOString(),
        })),
        sketches: sketches.map((s) => ({
          mimeType: s.mimeType,
          width: s.width,
          height: s.height,
          createdAt: s.createdAt.toISOString(),
          base64: s.bytes.toString('base64'),
        })),
        filingRecord: filingRecord && {
          filingDate: filingRecord.filingDate,
          applicationNumber: filingRecord.applicationNumber,
          deadline: nonprovisionalDeadline(filingRecord.filingDate),
        },
        pdfs: pdfs.map((pdf) => {
          const version = (versions.get(pdf.kind) ?? 0) + 1;
          versions.set(pdf.kind, version);
          return {
            kind: pdf.kind,
            version,
            filename: pdf.filename,
            sha256: pdf.sha256,
            createdAt: pdf.createdAt.toISOString(),
            base64: pdf.bytes.toString('base64'),
          };
        }),
      };
    }),
    payments: data.payments.map((p) => ({
      provider: p.provider,
      reference: p.providerPaymentId,
      amountCents: p.amountCents,
      currency: p.currency,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}
