import { createEvent } from 'ics';
import { addDays, formatLongDate, nonprovisionalDeadline, PRODUCT_NAME } from '../../contract';

export type DeadlineCalendarInput = {
  sessionId: string;
  title: string | undefined;
  filingDate: string;
  applicationNumber: string;
  publicUrl: string;
};

/** Alarms ahead of the deadline, matching the e-mails (about 3 months, 1 month, 2 weeks) plus the eve. */
const ALARM_DAYS_BEFORE = [90, 30, 14, 1];

const dateArray = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];

/**
 * GET …/filing-deadline.ics: an RFC 5545 calendar with one all-day event on the nonprovisional deadline and display alarms
 * before it, made by the `ics` library. The UID is stable per session, so importing it again after
 * an edit updates the event instead of adding a second one.
 */
export function presentDeadlineCalendar(input: DeadlineCalendarInput): string {
  const deadline = nonprovisionalDeadline(input.filingDate);
  const summary = `Nonprovisional patent deadline for ${input.applicationNumber}`;
  const { error, value } = createEvent({
    uid: `filing-deadline-${input.sessionId}@inventdraft`,
    productId: `${PRODUCT_NAME}//filing deadline`,
    title: summary,
    description:
      `Last day to file a nonprovisional application claiming the benefit of provisional ` +
      `${input.applicationNumber}${input.title ? ` ("${input.title}")` : ''}, filed ${formatLongDate(input.filingDate)} ` +
      `(37 CFR 1.78(a)). After ${formatLongDate(deadline)} its filing date is lost.`,
    start: dateArray(deadline),
    end: dateArray(addDays(deadline, 1)),
    busyStatus: 'FREE',
    classification: 'PRIVATE',
    url: `${input.publicUrl}/chat/${input.sessionId}`,
    alarms: ALARM_DAYS_BEFORE.map((days) => ({
      action: 'display' as const,
      description: `${summary}: ${days === 1 ? 'tomorrow' : `in ${days} days`}`,
      trigger: { days, before: true },
    })),
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value;
}
