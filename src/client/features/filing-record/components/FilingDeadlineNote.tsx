import { formatLongDate } from '../../../../contract/filing-record';
import { daysLeftText } from '../days-left';
import { useFilingRecord } from '../hooks/use-filing-record';

/**
 * The sessions list's line about the 12-month deadline: the date and days left once a filing is
 * recorded, else (for a finished application) a link to record it on the completion screen.
 */
export function FilingDeadlineNote({
  sessionId,
  pdfGenerated,
}: {
  sessionId: string;
  pdfGenerated: boolean;
}) {
  const { query } = useFilingRecord(sessionId);
  const record = query.data?.filingRecord;
  if (record) {
    return (
      <p
        className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-gray-900"
        data-testid="session-filing-deadline"
      >
        <strong>Nonprovisional deadline: {formatLongDate(record.deadline)}</strong> (
        {daysLeftText(record.deadline)}) · Application {record.applicationNumber}
      </p>
    );
  }
  if (!pdfGenerated || !query.isSuccess) return null;
  return (
    <p className="mt-4 text-sm text-gray-700">
      Filed with the USPTO?{' '}
      <a href={`/chat/${sessionId}#filing-record`} className="font-semibold text-brand-700 underline">
        Record your filing date to get deadline reminders
      </a>
    </p>
  );
}
