import { useEffect } from 'react';
import { formatLongDate } from '../../../../contract/filing-record';
import { ApiRequestError } from '../../../lib/api';
import { deadlineCalendarUrl } from '../api/filing-record';
import { daysLeftText } from '../days-left';
import { useFilingRecord } from '../hooks/use-filing-record';
import { FilingRecordForm } from './FilingRecordForm';

const FAILED = 'The filing record could not be saved. Please try again in a moment.';

const errorText = (error: unknown) =>
  error instanceof ApiRequestError && error.status < 500 ? error.detail : FAILED;

/**
 * Issue 18: after filing, the inventor records the USPTO filing date and number; the service then
 * keeps the 12-month deadline (37 CFR 1.78(a)) with e-mail reminders and a calendar file.
 */
export function FilingRecordPanel({ sessionId }: { sessionId: string }) {
  const { query, save, remove } = useFilingRecord(sessionId);
  const record = query.data?.filingRecord ?? null;
  const failure = save.error ?? remove.error;

  // The sessions list links here as #filing-record; the section renders after the page has loaded.
  useEffect(() => {
    if (window.location.hash === '#filing-record') document.getElementById('filing-record')?.scrollIntoView();
  }, []);

  return (
    <section
      id="filing-record"
      aria-labelledby="filing-record-title"
      className="mt-8 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id="filing-record-title" className="text-lg font-semibold text-gray-900">
        Filed it? Keep your 12-month deadline
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        A provisional application lasts 12 months. Enter the filing date and application number from your
        USPTO filing receipt, and we e-mail you 9 months, 11 months and 2 weeks before the deadline.
      </p>
      {record && (
        <div className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-gray-900" data-testid="filing-deadline">
          <p>
            <strong>Nonprovisional deadline: {formatLongDate(record.deadline)}</strong> (
            {daysLeftText(record.deadline)})
          </p>
          <p className="mt-1">
            Application {record.applicationNumber}, filed {formatLongDate(record.filingDate)}.
          </p>
          {record.reminders.length > 0 && (
            <p className="mt-1">
              E-mail reminders:{' '}
              {record.reminders
                .map((r) => `${formatLongDate(r.sendAt.slice(0, 10))}${r.sentAt ? ' (sent)' : ''}`)
                .join(', ')}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-3">
            <a
              href={deadlineCalendarUrl(sessionId)}
              className="rounded-md border border-gray-300 bg-white px-3 py-1.5 font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Add Deadline to Calendar (.ics)
            </a>
            <button
              type="button"
              onClick={() => remove.mutate()}
              disabled={remove.isPending}
              className="rounded-md border border-gray-300 bg-white px-3 py-1.5 font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Remove Filing Record
            </button>
          </div>
        </div>
      )}
      {query.isSuccess && (
        <FilingRecordForm
          key={record ? `${record.filingDate}-${record.applicationNumber}` : 'new'}
          record={record}
          saving={save.isPending}
          onSave={(body) => save.mutate(body)}
        />
      )}
      {failure && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {errorText(failure)}
        </p>
      )}
      {save.isSuccess && !failure && (
        <p role="status" className="mt-3 text-sm font-medium text-green-800">
          Filing record saved. Reminders are scheduled.
        </p>
      )}
    </section>
  );
}
