import type { ReactNode } from 'react';
import type { Session } from '../../../../contract/sessions';
import { ConversationHistory } from './ConversationHistory';
import { PatentDataSummary } from './PatentDataSummary';
import { PdfStatus } from './PdfStatus';
import { RecoveryLinkBox } from './RecoveryLinkBox';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-gray-700">{label}</dt>
      <dd className="mt-0.5 break-all text-sm text-gray-900">{children}</dd>
    </div>
  );
}

/** Spec §2: everything the operator needs about one session. */
export function SessionDetailPanel({ session }: { session: Session }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-label="Session details" className="space-y-4">
        <dl className="grid grid-cols-2 gap-3 rounded-md border border-gray-200 bg-white p-4">
          <Field label="Session ID">
            <span className="font-mono">{session.sessionId}</span>
          </Field>
          <Field label="User Email">{session.userEmail ?? 'Anonymous User'}</Field>
          <Field label="Progress">
            Step {session.currentStep} of {session.totalSteps}
          </Field>
          <Field label="Status">{session.premiumUnlocked ? 'Premium Unlocked' : 'Free User'}</Field>
        </dl>
        <PatentDataSummary patentData={session.patentData} />
        <RecoveryLinkBox sessionId={session.sessionId} />
        {session.pdfGenerated && <PdfStatus sessionId={session.sessionId} filename={session.pdfFilename} />}
      </section>
      <ConversationHistory sessionId={session.sessionId} />
    </div>
  );
}
