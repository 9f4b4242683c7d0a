import { describe, expect, it } from 'vitest';
import { daysLeftText, localToday } from './days-left';

describe('days left to the deadline', () => {
  it('counts whole days from the local date, and says when it is today or past', () => {
    expect(daysLeftText('2028-03-05', '2027-03-05')).toBe('366 days left');
    expect(daysLeftText('2028-03-05', '2028-03-04')).toBe('1 day left');
    expect(daysLeftText('2028-03-05', '2028-03-05')).toBe('due today');
    expect(daysLeftText('2028-03-05', '2028-03-06')).toBe('deadline passed');
  });

  it("takes today's date where the inventor is", () => {
    expect(localToday(new Date(2027, 0, 9, 23, 30))).toBe('2027-01-09');
  });
});
