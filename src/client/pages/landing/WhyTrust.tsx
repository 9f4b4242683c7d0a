import { Link } from 'wouter';
import {
  PRICE_USD,
  SUPPORT_RESPONSE_HOURS,
  SUPPORT_WEEKDAY_RESPONSE_HOURS,
} from '../../../contract/constants';
import { Icon, type IconName } from './icons';

const REASONS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'lock',
    title: 'Confidential by design',
    text: 'Your description travels over encrypted connections and is stored only to build your application. We never sell, share or publish it.',
  },
  {
    icon: 'file',
    title: 'Built around USPTO rules',
    text: 'Sections follow the order of 37 CFR 1.77, and the PDF meets the Patent Center format rules: page size, margins, embedded fonts, numbered paragraphs.',
  },
  {
    icon: 'dollar',
    title: 'Pay only when satisfied',
    text: `Chat and read your title and background for free. One payment of $${PRICE_USD} unlocks every section, the PDF and the filing guide. No subscription.`,
  },
  {
    icon: 'users',
    title: 'Real people behind it',
    text: `Questions get an answer within ${SUPPORT_RESPONSE_HOURS} hours, usually within ${SUPPORT_WEEKDAY_RESPONSE_HOURS} hours Monday to Friday.`,
  },
];

/** Spec §2: Why Trust. */
export function WhyTrust() {
  return (
    <section aria-labelledby="trust-title" className="bg-brand-900 px-4 py-16 text-white sm:px-6 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            Why Trust InventDraft
          </p>
          <h2 id="trust-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Your idea is valuable. We treat it that way.
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map((reason) => (
            <li key={reason.title} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
              <Icon name={reason.icon} className="h-7 w-7 text-brand-100" />
              <h3 className="mt-4 text-lg font-semibold">{reason.title}</h3>
              <p className="mt-2 leading-relaxed text-brand-50">{reason.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-sm text-brand-100">
          Read how we protect your data in our{' '}
          <Link href="/data-security" className="font-semibold text-white underline underline-offset-2">
            data security policy
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
