import { PRIORITY_MONTHS, PROVISIONAL_FILING_FEES_USD } from '../../../contract/constants';
import { GetStartedLink } from '../../components/layout/GetStartedLink';
import { StaticPageLayout } from '../../components/layout/StaticPageLayout';
import { FILING_STEPS, SB16_COVER_SHEET_URL } from './filing-steps';

const fees = PROVISIONAL_FILING_FEES_USD;
const FEE_ROWS = [
  {
    entity: 'Micro entity',
    fee: fees.micro,
    who: 'Small entities under the income limit, or tied to a US university (certify with SB/15A or SB/15B)',
  },
  {
    entity: 'Small entity',
    fee: fees.small,
    who: 'Individuals, and businesses with fewer than 500 employees',
  },
  { entity: 'Large entity', fee: fees.large, who: 'Everyone else' },
] as const;

/** /uspto-filing-instructions: the filing guide of spec §2, opened in a new tab from the chat. */
export default function FilingInstructionsPage() {
  return (
    <StaticPageLayout
      title="USPTO Filing Instructions"
      meta={{
        title: 'How to file a provisional patent application with the USPTO',
        description: `Step-by-step: file your provisional patent application in USPTO Patent Center, with the SB/16 cover sheet, the filing fees ($${fees.micro} to $${fees.large}), the ${PRIORITY_MONTHS}-month timeline and international options.`,
      }}
      intro="Your application is ready. Filing it yourself through the USPTO's Patent Center takes about 30 minutes. Here is every step."
    >
      <h2>Before you start</h2>
      <ul>
        <li>Your application PDF from InventDraft.</li>
        <li>
          The <a href={SB16_COVER_SHEET_URL}>SB/16 cover sheet</a>, filled in (or the Application Data Sheet
          you complete online).
        </li>
        <li>Any drawings, as a PDF.</li>
        <li>
          A card or USPTO deposit account for the filing fee, and your entity size (see the fees below).
        </li>
      </ul>

      <h2>Filing in 7 steps</h2>
      <ol className="list-none! space-y-6! pl-0!">
        {FILING_STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="mt-1!">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              {step.body}
            </div>
          </li>
        ))}
      </ol>

      <h2>Filing fees</h2>
      <p>The USPTO's provisional filing fee, in force since January 19, 2025, depends on your entity size:</p>
      <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Entity size
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Fee
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Who qualifies
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {FEE_ROWS.map((row) => (
              <tr key={row.entity}>
                <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap text-slate-900">
                  {row.entity}
                </th>
                <td className="px-4 py-3 font-semibold text-slate-900">${row.fee}</td>
                <td className="px-4 py-3">{row.who}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Applications over 100 pages pay an additional size fee; an InventDraft application is far shorter.
      </p>

      <h2>After you file</h2>
      <p>
        Your official <strong>filing receipt</strong>, with the application number and filing date, arrives
        within 1-2 business days in Patent Center and by e-mail. Check every detail on it and ask the USPTO to
        correct any mistake. From the filing date you may mark your invention "patent pending".
      </p>

      <h2>Timelines</h2>
      <ul>
        <li>
          <strong>Day 0</strong>: your provisional is filed and your priority date is set.
        </li>
        <li>
          <strong>Within {PRIORITY_MONTHS} months</strong>: file a non-provisional application (and any
          foreign or international applications) that claims the provisional's date. The {PRIORITY_MONTHS}
          months cannot be extended.
        </li>
        <li>
          <strong>After {PRIORITY_MONTHS} months</strong>: the provisional expires automatically. It is never
          examined and never published on its own.
        </li>
      </ul>
      <p>
        Plan to start the non-provisional two to three months before the deadline. It can only rely on the
        provisional's date for what the provisional describes, so add improvements to a new filing early.
      </p>

      <h2>International options</h2>
      <p>
        A US filing protects you only in the United States. Within the same {PRIORITY_MONTHS} months you can
        claim the provisional's date abroad:
      </p>
      <ul>
        <li>
          <strong>PCT international application</strong> (Patent Cooperation Treaty): one filing that keeps
          your options open in over 150 countries, postponing national filings to about 30 months from your
          priority date.
        </li>
        <li>
          <strong>European Patent Office</strong>: one application covering the European Patent Convention
          countries.
        </li>
        <li>
          <strong>Japan Patent Office</strong> and{' '}
          <strong>China National Intellectual Property Administration</strong>: direct national filings in two
          of the largest markets.
        </li>
      </ul>
      <p>
        Most countries require absolute novelty: talking about or selling your invention publicly before any
        filing can destroy your rights there, even though the US gives inventors a one-year grace period.
      </p>

      <h2>Legal recommendations</h2>
      <ul>
        <li>
          Talk to a registered patent attorney or agent before you file the non-provisional application or any
          foreign application.
        </li>
        <li>
          Consider a professional prior-art search to learn what already exists before investing further.
        </li>
        <li>
          Keep dated records of your development work, and keep your invention confidential, with
          non-disclosure agreements where needed, until you have filed.
        </li>
        <li>Put the {PRIORITY_MONTHS}-month deadline in your calendar today, with reminders.</li>
      </ul>
      <p className="text-sm">
        InventDraft is not a law firm, and this guide is general information, not legal advice.
      </p>

      <div className="mt-12 rounded-2xl bg-brand-50 p-6 text-center ring-1 ring-brand-100">
        <p className="text-lg font-semibold text-slate-900">Have another invention?</p>
        <p>Start a new application in minutes, free until you are satisfied.</p>
        <GetStartedLink className="mt-4 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white! no-underline! hover:bg-brand-900">
          Start a New Application
        </GetStartedLink>
      </div>
    </StaticPageLayout>
  );
}
