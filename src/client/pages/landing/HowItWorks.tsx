import { CHAT_MINUTES_CLAIM, PDF_GENERATION_TIME_CLAIM, TOTAL_STEPS } from '../../../contract/constants';
import { Icon, type IconName } from './icons';
import { SectionHeading } from './SectionHeading';

const STEPS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'chat',
    title: 'Chat with the AI',
    text: `Describe your invention in plain words. The conversation usually takes ${CHAT_MINUTES_CLAIM} minutes, and you can save it and come back later.`,
  },
  {
    icon: 'compass',
    title: 'Professional guidance',
    text: `The assistant walks you through ${TOTAL_STEPS} sections, asks follow-up questions, and rewrites your answers in formal patent language.`,
  },
  {
    icon: 'file',
    title: 'Review your draft',
    text: 'Read every section, add details where the review flags gaps, and edit anything before it goes into the document.',
  },
  {
    icon: 'download',
    title: 'Generate your PDF, then file',
    text: `Your PDF is ready in ${PDF_GENERATION_TIME_CLAIM}, formatted to USPTO rules. Our step-by-step guide shows you how to file it with the patent office.`,
  },
];

/** Spec §2: How It Works, four steps. */
export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className="scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="how-title"
          eyebrow="How It Works"
          title="From idea to patent pending in four steps"
        >
          No forms to decipher and no legal jargon to learn. You bring the invention; we handle the format.
        </SectionHeading>
        <ol className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 p-6">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon name={step.icon} className="h-6 w-6" />
              </span>
              <p className="mt-4 text-sm font-semibold text-brand-700">Step {index + 1}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
