import { LANDING_PROGRESS_PERCENT, SECTION_KEYS, TOTAL_STEPS } from '../../../contract/constants';
import { SECTION_LABELS } from '../../../contract/section-registry';
import { WIZARD_ANCHOR_ID } from '../../components/layout/scroll-to-wizard';
import { InventionPrompt } from '../../features/start-flow/components/InventionPrompt';
import { Icon } from './icons';

const GREETING =
  "Welcome! I'm here to help you create a professional provisional patent application. Tell me about your invention!";

function ProgressHeader() {
  const label = `Patent Application Progress: 1 of ${TOTAL_STEPS} sections`;
  return (
    <div className="border-b border-slate-200 bg-slate-50 px-4 py-4 sm:px-6">
      <div className="flex items-center justify-between gap-4 text-sm">
        <p id="landing-progress-label" className="font-semibold text-slate-900">
          {label}
        </p>
        <p className="font-semibold text-brand-700">{LANDING_PROGRESS_PERCENT}%</p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="landing-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={LANDING_PROGRESS_PERCENT}
        aria-valuetext={`${LANDING_PROGRESS_PERCENT}%`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${LANDING_PROGRESS_PERCENT}%` }} />
      </div>
      <ol className="mt-4 grid grid-cols-4 gap-2 text-xs sm:grid-cols-8" aria-label="The eight sections">
        {SECTION_KEYS.map((key, index) => {
          const current = index === 0;
          return (
            <li
              key={key}
              aria-current={current ? 'step' : undefined}
              className={`flex flex-col items-center gap-1 rounded-lg px-1 py-2 text-center ${
                current ? 'bg-brand-100 font-semibold text-brand-900' : 'text-slate-600'
              }`}
            >
              <span
                className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold ${
                  current ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300'
                }`}
              >
                {index + 1}
              </span>
              {SECTION_LABELS[key]}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function AssistantGreeting() {
  return (
    <div className="bg-white px-4 py-5 sm:px-6">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-white">
          <Icon name="sparkle" className="h-5 w-5" />
        </span>
        <div>
          <h3 className="font-semibold text-slate-900">Patent Assistant</h3>
          <p className="flex items-center gap-1.5 text-xs font-medium text-green-800">
            <span className="h-2 w-2 rounded-full bg-green-600" aria-hidden="true" />
            Online
          </p>
        </div>
      </div>
      <p className="mt-4 max-w-xl rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-3 text-slate-800">
        {GREETING}
      </p>
    </div>
  );
}

/** Spec §2: the wizard teaser, the anchor every Get Started button points to. */
export function WizardTeaser() {
  return (
    <section id={WIZARD_ANCHOR_ID} aria-labelledby="wizard-title" className="scroll-mt-20 px-4 pb-16 sm:px-6">
      <div className="mx-auto max-w-4xl">
        <h2 id="wizard-title" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          Start your application now
        </h2>
        <p className="mt-2 text-center text-slate-600">
          Tell the assistant what you invented. It takes it from there, one section at a time.
        </p>
        <div className="mt-6 overflow-hidden rounded-2xl border border-slate-200 shadow-xl shadow-slate-900/5">
          <ProgressHeader />
          <AssistantGreeting />
          <InventionPrompt />
        </div>
      </div>
    </section>
  );
}
