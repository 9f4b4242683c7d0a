import { PRIORITY_MONTHS } from '../../../contract';

/** What the inventor said about the first public disclosure, sale or offer for sale. */
export type PublicDisclosure = { firstDisclosed: string } | { never: true };

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH = `(${MONTHS.join('|')}|${MONTHS.map((m) => m.slice(0, 3)).join('|')})\\.?`;

const DISCLOSED =
  /\b(?:show(?:ed|n)?|sold|sell(?:ing)?|offer(?:ed)?|post(?:ed)?|publish(?:ed)?|disclos(?:ed|ure)|demo(?:ed|'d)?|present(?:ed)?|launch(?:ed)?|kickstarter|fair|trade ?show|public(?:ly)?)\b/i;
const NEVER =
  /\b(?:never (?:been )?(?:shown|sold|offered|disclosed|posted|published|showed)|(?:not|nobody|no one) (?:yet|has seen|seen it)|has not been (?:shown|sold|offered|disclosed)|hasn'?t been (?:shown|sold|offered|disclosed)|kept it (?:secret|confidential))\b/i;

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function valid(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? iso(year, month, day) : undefined;
}

/** The first date in the text (ISO, US numeric, "March 3, 2026", "3 March 2026" or "March 2026"). */
export function dateIn(text: string): string | undefined {
  const isoMatch = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (isoMatch) return valid(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));
  const us = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(text);
  if (us) return valid(Number(us[3]), Number(us[1]), Number(us[2]));
  const monthIndex = (name: string) =>
    MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3))) + 1;
  const mdy = new RegExp(`\\b${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'i').exec(text);
  if (mdy) return valid(Number(mdy[3]), monthIndex(mdy[1]!), Number(mdy[2]));
  const dmy = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH}\\s+(\\d{4})\\b`, 'i').exec(text);
  if (dmy) return valid(Number(dmy[3]), monthIndex(dmy[2]!), Number(dmy[1]));
  // A month without a day: the 1st, so that the deadline is never later than the real one.
  const my = new RegExp(`\\b${MONTH}\\s+(?:of\\s+)?(\\d{4})\\b`, 'i').exec(text);
  if (my) return valid(Number(my[2]), monthIndex(my[1]!), 1);
  return undefined;
}

/** The inventor's statement about public disclosure, if the message is one. */
export function disclosureIn(text: string): PublicDisclosure | undefined {
  if (text.length > 400) return undefined;
  if (NEVER.test(text)) return { never: true };
  if (!DISCLOSED.test(text)) return undefined;
  const date = dateIn(text);
  return date ? { firstDisclosed: date } : undefined;
}

function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1 + months, day));
  return date.toISOString().slice(0, 10);
}

/** The warning the readiness review gives for what the inventor said (35 USC 102(b)(1)). */
export function disclosureWarning(disclosure: PublicDisclosure, today: Date): string {
  if ('never' in disclosure)
    return 'Public disclosure: you said the invention has not been shown, sold or offered publicly. Keep it confidential until you file: most countries allow no grace period after a disclosure.';
  const deadline = addMonths(disclosure.firstDisclosed, PRIORITY_MONTHS);
  const passed = deadline < today.toISOString().slice(0, 10);
  const us = passed
    ? `The US grace period of ${PRIORITY_MONTHS} months (35 USC 102(b)(1)) ended on ${deadline}: what was disclosed may no longer be patentable in the US, so speak to a registered patent attorney or agent before filing.`
    : `File in the US no later than ${deadline}: 35 USC 102(b)(1) allows ${PRIORITY_MONTHS} months from your own first public disclosure, sale or offer for sale.`;
  return `Public disclosure: first shown, sold or offered on ${disclosure.firstDisclosed}. ${us} Most other countries allow no grace period, so rights there may already be lost for what was disclosed.`;
}
