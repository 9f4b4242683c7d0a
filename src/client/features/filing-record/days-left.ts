import { daysBetween } from '../../../contract/filing-record';

/** Today's date where the inventor is, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "123 days left", "1 day left", "due today" or "passed". */
export function daysLeftText(deadline: string, today = localToday()): string {
  const days = daysBetween(today, deadline);
  if (days < 0) return 'deadline passed';
  if (days === 0) return 'due today';
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}
