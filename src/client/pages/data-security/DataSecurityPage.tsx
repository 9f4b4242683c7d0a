import { Link } from 'wouter';
import { POLICY, PRODUCT_NAME } from '../../../contract/constants';
import { StaticPageLayout } from '../../components/layout/StaticPageLayout';
import { SupportEmailLink } from '../../components/SupportEmailLink';

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

const AT_A_GLANCE = [
  {
    figure: plural(POLICY.recoveryPointObjectiveHours, 'hour'),
    label: 'Recovery point objective: the most recent work a failure could lose',
  },
  {
    figure: plural(POLICY.recoveryTimeObjectiveHours, 'hour'),
    label: 'Recovery time objective: the longest we plan to be down after a disaster',
  },
  {
    figure: plural(POLICY.breachNotificationHours, 'hour'),
    label: 'To notify affected customers of a confirmed breach',
  },
  { figure: plural(POLICY.securityReportReplyHours, 'hour'), label: 'To answer a security report' },
  {
    figure: plural(POLICY.patentDocumentRetentionYears, 'year'),
    label: 'Retention of patent documents, unless you ask us to delete them',
  },
  { figure: plural(POLICY.deletionRequestDays, 'day'), label: 'To complete a deletion request' },
] as const;

/** /data-security: the security policy, built around the figures of spec §9. */
export default function DataSecurityPage() {
  const support = <SupportEmailLink fallback="our support address" />;
  return (
    <StaticPageLayout
      title="Data Security"
      meta={{
        description: `How ${PRODUCT_NAME} protects your invention: encryption, access control, hourly backups, recovery objectives, retention, breach notification and how to report a vulnerability.`,
      }}
      intro="An unfiled invention is one of the most sensitive things you can share. Here is how we protect it, and the commitments we hold ourselves to."
    >
      <h2>At a glance</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {AT_A_GLANCE.map((item) => (
          <div key={item.label} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
            <dt className="text-sm text-slate-600">{item.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-brand-900">{item.figure}</dd>
          </div>
        ))}
      </dl>

      <h2>Confidentiality of your invention</h2>
      <p>
        Your invention description, chat, draft and sketches are stored only to build your application. They
        are never written to our logs, never sold or shared for marketing, and never published. Your
        application opens only with its private session link, which is a 128-bit random identifier that cannot
        be guessed.
      </p>

      <h2>Encryption</h2>
      <ul>
        <li>All traffic between your browser and {PRODUCT_NAME} is encrypted with TLS (HTTPS).</li>
        <li>
          Backups are encrypted by the software itself with AES-256-GCM (authenticated encryption) when the
          service runs with a backup key; restoring one needs that key, and a backup file changed by even one
          byte is refused rather than restored.
        </li>
        <li>
          Card payments are handled entirely by our payment provider; card numbers never reach our servers.
        </li>
      </ul>

      <h2>Access control</h2>
      <p>
        Only authorised staff can reach the operator tools, behind a server-checked password and a secure,
        HttpOnly session cookie. Every operator view, download and deletion is recorded in an audit log. Staff
        open an application only to provide support you asked for, or when the law requires it.
      </p>

      <h2>Application security</h2>
      <ul>
        <li>Every request is validated; malformed input is rejected before it reaches the database.</li>
        <li>
          Strict security headers, including a content security policy that allows scripts from our own origin
          only. The site loads no third-party scripts, fonts or trackers.
        </li>
        <li>Rate limits on messages, e-mails, the contact form and operator logins.</li>
        <li>
          Uploaded sketches are checked by their content and re-encoded, which removes hidden metadata such as
          location.
        </li>
      </ul>

      <h2>Backups and disaster recovery</h2>
      <p>
        A consistent backup of every table is taken every hour, which gives a recovery point objective of{' '}
        {plural(POLICY.recoveryPointObjectiveHours, 'hour')}: in the worst case, no more than the last{' '}
        {plural(POLICY.recoveryPointObjectiveHours, 'hour')} of work could be lost. Our recovery time
        objective is {plural(POLICY.recoveryTimeObjectiveHours, 'hour')}: the time within which we aim to have
        the service running again after a major failure.
      </p>

      <h2>Data retention and deletion</h2>
      <ul>
        <li>
          Patent documents are kept for {plural(POLICY.patentDocumentRetentionYears, 'year')}, so you can
          download your application again when you file the non-provisional or need proof of what you filed.
        </li>
        <li>
          You can delete an application yourself at any time from your list of applications: its messages,
          sections, sketch, PDFs, filing record and reminders leave the database at once, and payment records
          stay without any invention text. The hourly backups are kept for two days (48 of them), so a deleted
          application is gone from every backup two days later. Deletion requests sent to us are completed
          within {plural(POLICY.deletionRequestDays, 'day')}.
        </li>
        <li>
          You can download everything stored for your address, PDFs included, as one JSON file from the same
          list.
        </li>
        <li>
          If your access ends, completed documents stay downloadable for{' '}
          {plural(POLICY.documentsDownloadableDaysAfterTermination, 'day')}.
        </li>
      </ul>

      <h2>Incident response</h2>
      <p>
        If we confirm a breach affecting your personal information or your invention, we notify you within{' '}
        {plural(POLICY.breachNotificationHours, 'hour')}, with what happened, what data was involved and what
        we are doing about it, and we notify authorities as the law requires.
      </p>

      <h2>Reporting a vulnerability</h2>
      <p>
        If you believe you have found a security problem, write to {support} with the details. We reply to
        every security report within {plural(POLICY.securityReportReplyHours, 'hour')}. Please give us a
        reasonable time to fix the issue before disclosing it, and do not access other users' data.
      </p>

      <h2>Questions</h2>
      <p>
        See our <Link href="/privacy-policy">Privacy Policy</Link> for how we use your information, or{' '}
        <Link href="/contact">contact us</Link>.
      </p>
    </StaticPageLayout>
  );
}
