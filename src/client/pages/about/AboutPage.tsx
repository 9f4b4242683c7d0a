import { Link } from 'wouter';
import {
  CHAT_MINUTES_CLAIM,
  DRAFT_MINUTES_CLAIM,
  LEGAL_FEES_ALTERNATIVE,
  POLICY,
  PRICE_USD,
  PRIORITY_MONTHS,
  TOTAL_STEPS,
} from '../../../contract/constants';
import { GetStartedLink } from '../../components/layout/GetStartedLink';
import { StaticPageLayout } from '../../components/layout/StaticPageLayout';

/** /about: what the product is, who it is for, and what it is not. */
export default function AboutPage() {
  return (
    <StaticPageLayout
      title="About InventDraft"
      meta={{
        title: 'About',
        description:
          'InventDraft helps independent US inventors turn an idea into a provisional patent application with an AI assistant. Who it is for, how it works, and what it is not.',
      }}
      intro="InventDraft helps independent inventors put a filing date on their ideas, without a lawyer's bill and without wrestling with patent office forms."
    >
      <h2>Why we built it</h2>
      <p>
        Most inventions never get protected, not because they are not worth it, but because the first step
        looks expensive and confusing. A law firm typically charges {LEGAL_FEES_ALTERNATIVE} to prepare a
        provisional patent application, and the alternative, writing one yourself from the rules of the United
        States Patent and Trademark Office (USPTO), takes days of reading.
      </p>
      <p>
        A provisional application is the simplest filing there is. It needs a clear written description of the
        invention, any drawings that help explain it, and a cover sheet. What most inventors lack is not the
        knowledge of their invention but the structure and language a patent document expects. That is the
        part InventDraft does.
      </p>

      <h2>How it works</h2>
      <p>
        You describe your invention to our AI patent assistant in a chat, in your own words. The assistant
        walks you through {TOTAL_STEPS} sections (title, background, summary, details, variations, use cases,
        a sketch and a final review), asks follow-up questions where your description is thin, and rewrites
        your answers in formal patent prose. Most inventors finish the conversation in {CHAT_MINUTES_CLAIM}{' '}
        minutes and have a finished draft in under {DRAFT_MINUTES_CLAIM} minutes.
      </p>
      <p>
        The result is a PDF formatted to the USPTO's rules for page size, margins, fonts and section order,
        together with a step-by-step guide to{' '}
        <Link href="/uspto-filing-instructions">filing it through Patent Center</Link>. Once it is filed, your
        invention is "patent pending" and you have {PRIORITY_MONTHS} months to file a full application that
        claims that date.
      </p>

      <h2>Who it is for</h2>
      <ul>
        <li>Independent inventors, makers and engineers in the United States.</li>
        <li>
          Founders of small companies who need a filing date before talking to investors or manufacturers.
        </li>
        <li>
          Anyone who wants a well-organised written record of an invention before meeting a patent attorney.
        </li>
      </ul>
      <p>
        You must be {POLICY.minimumAge} or older to use InventDraft, or have the consent of a parent or
        guardian.
      </p>

      <h2>What InventDraft is not</h2>
      <p>
        <strong>InventDraft is not a law firm and does not give legal advice.</strong> No attorney-client
        relationship is formed when you use it. We do not search earlier patents, judge whether your invention
        is patentable, or file anything on your behalf: you file your application yourself.
      </p>
      <p>
        A provisional application gives you patent-pending status, not a granted patent. It is never examined
        by itself. To obtain a patent you must file a non-provisional application within {PRIORITY_MONTHS}{' '}
        months, and for that step we recommend working with a registered patent attorney or agent.
      </p>

      <h2>Fair, simple pricing</h2>
      <p>
        Starting is free, and you can read the title and background sections of your draft before paying. A
        single payment of ${PRICE_USD} unlocks every section, editing, the PDF and the filing guide. There is
        no subscription. The USPTO charges its own filing fee, which you pay to them directly when you file.
      </p>

      <h2>Your invention stays yours</h2>
      <p>
        Everything you describe is confidential. We do not sell, share or publish it, and you keep every right
        to your invention. Read our <Link href="/privacy-policy">Privacy Policy</Link> and our{' '}
        <Link href="/data-security">Data Security</Link> page for the details.
      </p>

      <div className="mt-12 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
        <p className="text-lg font-semibold text-slate-900">Ready to describe your invention?</p>
        <p>It is free to start, and you can save your progress and come back at any time.</p>
        <GetStartedLink className="mt-4 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white! no-underline! hover:bg-brand-900">
          Get Started
        </GetStartedLink>
        <p className="text-sm">
          Questions first? <Link href="/contact">Contact us</Link>.
        </p>
      </div>
    </StaticPageLayout>
  );
}
