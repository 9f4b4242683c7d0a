import {
  CHAT_MINUTES_CLAIM,
  DRAFT_MINUTES_CLAIM,
  PDF_GENERATION_TIME_CLAIM,
  PRICE_USD,
  PRIORITY_MONTHS,
  PROVISIONAL_FILING_FEES_USD,
  REFUND_DAYS_IF_REJECTED,
} from '../../../contract/constants';
import { SectionHeading } from './SectionHeading';

const fees = PROVISIONAL_FILING_FEES_USD;

const QUESTIONS = [
  {
    question: 'What is a provisional patent application?',
    answer: `A provisional is a simpler, lower-cost filing with the US Patent and Trademark Office. It is not examined and does not become a patent by itself, but it gives your invention a filing date and "patent pending" status for ${PRIORITY_MONTHS} months. Within those ${PRIORITY_MONTHS} months you file a non-provisional application that claims that date.`,
  },
  {
    question: 'How long does it take?',
    answer: `Most inventors finish the chat in ${CHAT_MINUTES_CLAIM} minutes. Generating the PDF takes ${PDF_GENERATION_TIME_CLAIM}, so you can have a finished draft in under ${DRAFT_MINUTES_CLAIM} minutes and file it the same day.`,
  },
  {
    question: 'Is this legal advice? Do I need a lawyer?',
    answer:
      'InventDraft is not a law firm and does not give legal advice. We help you describe your invention clearly and in the format the patent office expects. Many inventors file a provisional themselves and work with a patent attorney or agent for the non-provisional application.',
  },
  {
    question: 'What does it cost?',
    answer: `Starting is free, and you can read your title and background before paying anything. One payment of $${PRICE_USD} unlocks every section, the PDF and the filing guide. The USPTO charges its own filing fee: $${fees.micro} for micro entities, $${fees.small} for small entities and $${fees.large} for large entities. If the patent office does not accept your application, we refund you within ${REFUND_DAYS_IF_REJECTED} days.`,
  },
  {
    question: 'Is my invention kept confidential?',
    answer:
      'Yes. Your description is sent over encrypted connections, stored only to build your application, and never sold, shared or published. Only you, with your session link, can open your application.',
  },
] as const;

/** Spec §2: an FAQ of five questions, each a native disclosure widget (keyboard and screen-reader friendly). */
export function Faq() {
  return (
    <section aria-labelledby="faq-title" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {QUESTIONS.map((item) => (
            <details key={item.question} className="group px-6 py-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded text-left font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                <span>{item.question}</span>
                <span
                  aria-hidden="true"
                  className="text-2xl leading-none text-brand-700 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="mt-3 leading-relaxed text-slate-600">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
