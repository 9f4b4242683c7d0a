import { type FilingRecordResponse, nonprovisionalDeadline } from '../../contract';
import type { getFilingRecord } from '../filing/get-filing-record';

/** The filing record as the completion screen shows it: the deadline is derived, never stored. */
export function presentFilingRecord(
  found: Awaited<ReturnType<typeof getFilingRecord>>,
): FilingRecordResponse {
  if (!found.record) return { filingRecord: null };
  return {
    filingRecord: {
      filingDate: found.record.filingDate,
      applicationNumber: found.record.applicationNumber,
      deadline: nonprovisionalDeadline(found.record.filingDate),
      reminders: found.reminders.map((reminder) => ({
        sendAt: reminder.sendAt.toISOString(),
        sentAt: reminder.sentAt?.toISOString() ?? null,
      })),
    },
  };
}
