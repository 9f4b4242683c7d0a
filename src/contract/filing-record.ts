import { z } from 'zod';
import { textField } from './text';

/**
 * The filing record: what the USPTO gave the inventor back (filing date, application number), and the
 * deadline it starts. 35 U.S.C. 119(e) and 37 CFR 1.78(a): a nonprovisional application claiming the
 * provisional's benefit must be filed within 12 months of its filing date.
 */

/** Provisional application numbers are series code 63 (since 2020): "63/123,456". */
export const PROVISIONAL_NUMBER_PATTERN = /^63\/\d{3},\d{3}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Accepts the number as printed on the filing receipt, with or without the comma, and stores it printed. */
export const applicationNumberSchema = textField()
  .trim()
  .transform((value) => value.replace(/\s+/g, '').replace(/^(63\/\d{3})(\d{3})$/, '$1,$2'))
  .refine((value) => PROVISIONAL_NUMBER_PATTERN.test(value), {
    message: 'must be a provisional application number such as 63/123,456',
  });

export const isoDateSchema = textField()
  .trim()
  .refine(
    (value) => ISO_DATE.test(value) && toIsoDate(new Date(`${value}T00:00:00Z`)) === value,
    'must be a date written YYYY-MM-DD',
  );

// PUT /api/patent/session/{sessionId}/filing-record
export const filingRecordRequestSchema = z.strictObject({
  filingDate: isoDateSchema,
  applicationNumber: applicationNumberSchema,
});
export type FilingRecordRequest = z.input<typeof filingRecordRequestSchema>;

export const FILING_REMINDER_KINDS = ['nine_months', 'eleven_months', 'two_weeks'] as const;
export type FilingReminderKind = (typeof FILING_REMINDER_KINDS)[number];

export const filingRecordSchema = z.object({
  filingDate: z.string(),
  applicationNumber: z.string(),
  /** The last day to file the nonprovisional application, YYYY-MM-DD. */
  deadline: z.string(),
  reminders: z.array(z.object({ sendAt: z.string(), sentAt: z.string().nullable() })),
});
export type FilingRecord = z.infer<typeof filingRecordSchema>;

// GET/PUT: the record, or null when none was entered.
export const filingRecordResponseSchema = z.object({ filingRecord: filingRecordSchema.nullable() });
export type FilingRecordResponse = z.infer<typeof filingRecordResponseSchema>;

// GET /api/user/sessions/{email}/filing-records: the deadlines the sessions list shows.
export const userFilingRecordsResponseSchema = z.object({
  filingRecords: z.array(
    z.object({
      sessionId: z.string(),
      filingDate: z.string(),
      applicationNumber: z.string(),
      deadline: z.string(),
    }),
  ),
});
export type UserFilingRecordsResponse = z.infer<typeof userFilingRecordsResponseSchema>;

/** A Date's calendar day in UTC, YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The same day `months` later; a day the month lacks (31 Jan + 1 month) becomes its last day. */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return toIsoDate(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))));
}

export function addDays(isoDate: string, days: number): string {
  return toIsoDate(new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000));
}

/** 37 CFR 1.78(a)(1): twelve months from the provisional's filing date. */
export function nonprovisionalDeadline(filingDate: string): string {
  return addMonths(filingDate, 12);
}

/** Whole days from `today` to `isoDate` (negative once it has passed). */
export function daysBetween(today: string, isoDate: string): number {
  return Math.round((Date.parse(`${isoDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** The days the reminders go out: 9 and 11 months after filing, and two weeks before the deadline. */
export function reminderDates(filingDate: string): Record<FilingReminderKind, string> {
  return {
    nine_months: addMonths(filingDate, 9),
    eleven_months: addMonths(filingDate, 11),
    two_weeks: addDays(nonprovisionalDeadline(filingDate), -14),
  };
}

/** The USPTO dates filings in Eastern time, so "today" and "the day the session began" are read there. */
export const USPTO_TIME_ZONE = 'America/New_York';

export function calendarDateIn(timeZone: string, instant: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** "November 23, 2027" for a YYYY-MM-DD day. */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
