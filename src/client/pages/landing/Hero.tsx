import { DRAFT_MINUTES_CLAIM, LEGAL_FEES_ALTERNATIVE, PRICE_USD } from '../../../contract/constants';
import { GetStartedLink } from '../../components/layout/GetStartedLink';
import { MyApplicationsPrompt } from '../../components/MyApplicationsPrompt';
import { Icon, type IconName } from './icons';

const PROMISES: { icon: IconName; text: string }[] = [
  { icon: 'clock', text: `A finished draft in under ${DRAFT_MINUTES_CLAIM} minutes` },
  { icon: 'lock', text: 'Confidential: your invention is never shared or published' },
  { icon: 'dollar', text: `Free to start. Pay $${PRICE_USD} only when you're satisfied` },
];

/** Spec §1, §2: the badge and the landing page's promise, with its honest limits right beside it. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16 lg:pt-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-4 py-1.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">
            <Icon name="sparkle" className="h-4 w-4" />
            Today Only - Start Free!
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            Your invention, <span className="text-brand-700">patent pending</span> in under{' '}
            {DRAFT_MINUTES_CLAIM} minutes
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-slate-700 sm:text-xl">
            Describe your idea to our AI patent assistant. It asks the right questions, writes each section in
            formal patent language and gives you a provisional patent application, ready to file with the
            USPTO. No lawyer, no forms, no {LEGAL_FEES_ALTERNATIVE} legal bill.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <GetStartedLink className="w-full rounded-xl bg-brand-700 px-8 py-4 text-lg font-semibold text-white shadow-lg shadow-brand-700/25 hover:bg-brand-900 sm:w-auto">
              Start My Application Free
            </GetStartedLink>
            <a
              href="#how-it-works"
              className="w-full rounded-xl border border-slate-300 bg-white px-8 py-4 text-lg font-semibold text-slate-800 hover:border-slate-400 sm:w-auto"
            >
              See How It Works
            </a>
          </div>
          <MyApplicationsPrompt lead="Started an application before?" />
          <ul className="mx-auto mt-8 flex w-fit flex-col items-start gap-3 text-left text-sm font-medium text-slate-700 md:w-auto md:flex-row md:justify-center md:gap-6">
            {PROMISES.map((promise) => (
              <li key={promise.icon} className="flex items-center gap-2">
                <Icon name={promise.icon} className="h-5 w-5 shrink-0 text-brand-700" />
                {promise.text}
              </li>
            ))}
          </ul>
          <p className="mx-auto mt-8 max-w-2xl text-xs leading-relaxed text-slate-600">
            A provisional application gives you patent-pending status, not a granted patent. InventDraft is
            not a law firm and does not give legal advice. You must be 18 or older, or have a parent's or
            guardian's consent, to use it.
          </p>
        </div>
      </div>
    </section>
  );
}
