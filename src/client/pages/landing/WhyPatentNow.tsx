import {
  LEGAL_FEES_ALTERNATIVE,
  PRICE_USD,
  PRIORITY_MONTHS,
  PROVISIONAL_FILING_FEES_USD,
} from '../../../contract/constants';
import { Icon, type IconName } from './icons';
import { SectionHeading } from './SectionHeading';

const REASONS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'flag',
    title: 'The first to file wins',
    text: 'The United States grants patents to the first inventor to file. If someone files a similar idea before you, your own notebook will not save you.',
  },
  {
    icon: 'calendar',
    title: `${PRIORITY_MONTHS} months to decide`,
    text: `A provisional locks in your filing date and gives you ${PRIORITY_MONTHS} months to test the market, find partners and file a full (non-provisional) application that claims that date.`,
  },
  {
    icon: 'shield',
    title: 'Say “patent pending”',
    text: 'Once filed, you may mark your product and pitch deck “patent pending”. It signals to investors, buyers and copycats that you got there first.',
  },
  {
    icon: 'dollar',
    title: 'A fraction of the cost',
    text: `$${PRICE_USD} here plus the USPTO filing fee (from $${PROVISIONAL_FILING_FEES_USD.micro} for micro entities), instead of the ${LEGAL_FEES_ALTERNATIVE} a law firm typically charges.`,
  },
];

/** Spec §2: Why Patent Now. */
export function WhyPatentNow() {
  return (
    <section aria-labelledby="why-now-title" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="why-now-title" eyebrow="Why Patent Now" title="Every day you wait is a risk">
          Ideas surface in more than one garage at a time. A provisional application is the fastest, least
          expensive way to put a date on yours.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {REASONS.map((reason) => (
            <li key={reason.title} className="flex gap-4 rounded-2xl border border-slate-200 p-6">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
                <Icon name={reason.icon} className="h-6 w-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{reason.title}</h3>
                <p className="mt-1 leading-relaxed text-slate-600">{reason.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
