import { describe, expect, it } from 'vitest';
import {
  addMonths,
  applicationNumberSchema,
  calendarDateIn,
  daysBetween,
  filingRecordRequestSchema,
  nonprovisionalDeadline,
  reminderDates,
  USPTO_TIME_ZONE,
} from './filing-record';

describe('filing dates', () => {
  it('adds months as the calendar does, a missing day becoming the last of the month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(nonprovisionalDeadline('2028-02-29')).toBe('2029-02-28');
    expect(nonprovisionalDeadline('2026-12-31')).toBe('2027-12-31');
  });

  it('schedules reminders at 9 months, 11 months and two weeks before the deadline', () => {
    expect(reminderDates('2027-03-05')).toEqual({
      nine_months: '2027-12-05',
      eleven_months: '2028-02-05',
      two_weeks: '2028-02-20',
    });
    expect(daysBetween('2028-02-20', '2028-03-05')).toBe(14);
  });

  it('reads "today" in the USPTO time zone', () => {
    // 03:00 UTC is still the evening before in Alexandria, Virginia.
    expect(calendarDateIn(USPTO_TIME_ZONE, new Date('2027-03-06T03:00:00Z'))).toBe('2027-03-05');
  });

  it('takes provisional numbers with or without the comma and refuses other series', () => {
    expect(applicationNumberSchema.parse(' 63/123456 ')).toBe('63/123,456');
    expect(applicationNumberSchema.parse('63/123,456')).toBe('63/123,456');
    for (const bad of ['62/123,456', '16/123,456', '63/12,345', '63123456', ''])
      expect(applicationNumberSchema.safeParse(bad).success).toBe(false);
    expect(
      filingRecordRequestSchema.safeParse({ filingDate: '2027-02-29', applicationNumber: '63/123,456' })
        .success,
    ).toBe(false);
  });
});
