import { type ReactNode, useEffect, useRef } from 'react';
import type { SectionKey } from '../../../../contract/constants';
import { SECTION_LABELS, WRITTEN_SECTION_KEYS } from '../../../../contract/section-registry';
import type { EditableSection } from '../../../../contract/sections';
import type { Session } from '../../../../contract/sessions';
import { LockedPreview } from '../../../components/LockedPreview';

/** The sections the inventor wrote with the assistant, in the order of the application. */
const WRITTEN_SECTIONS: readonly SectionKey[] = WRITTEN_SECTION_KEYS;

type ReviewScreenProps = {
  session: Session;
  /** Renders one editable section (the page supplies the section editor). */
  renderSection: (key: EditableSection, label: string, text: string, media?: ReactNode) => ReactNode;
  onPreview: () => void;
  onGeneratePdf: () => void;
  generating: boolean;
  banner?: ReactNode;
};

function DraftedBlock({ title, text, locked }: { title: string; text: string | undefined; locked: boolean }) {
  return (
    <article className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <h3 className="text-base font-semibold text-gray-900">{title}</h3>
      {!text ? (
        <p className="mt-2 text-sm text-gray-700">Drafted when the interview is complete.</p>
      ) : locked ? (
        <LockedPreview text={text} />
      ) : (
        <p className="mt-2 text-sm whitespace-pre-wrap text-gray-800">{text}</p>
      )}
    </article>
  );
}

/** Spec §2 and §4: in review mode this replaces the chat. */
export function ReviewScreen(props: ReviewScreenProps) {
  const { session, renderSection, onPreview, onGeneratePdf, generating, banner } = props;
  const data = session.patentData;
  const locked = !session.premiumUnlocked;
  // The review replaces the chat from wherever the page was scrolled (after Submit Sketch, mid-page):
  // it opens at its top, with its heading and the PDF button in view (issue 17).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section aria-labelledby="review-title" className="space-y-4">
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-4">
        <h2
          id="review-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-gray-900 outline-none"
        >
          Review Your Patent Application
        </h2>
        <p className="mt-1 text-sm text-gray-800">
          Read each section, make changes, then generate your provisional patent application PDF. To add more
          to a section, click it in the progress bar above.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onGeneratePdf}
            disabled={generating}
            className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:bg-gray-400"
          >
            {!session.premiumUnlocked
              ? 'Unlock & Generate PDF'
              : session.pdfGenerated
                ? 'Generate New Version'
                : 'Generate Patent PDF'}
          </button>
          <button
            type="button"
            onClick={onPreview}
            className="rounded-lg border border-gray-300 bg-white px-4 py-2.5 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Preview Application
          </button>
        </div>
      </div>
      {banner}
      {WRITTEN_SECTIONS.map((key) => (
        <div key={key}>{renderSection(key, SECTION_LABELS[key], data[key] ?? '')}</div>
      ))}
      <div>
        {renderSection(
          'sketch',
          'Sketch',
          data.sketch ?? '',
          data.sketchImage ? (
            <img
              src={data.sketchImage}
              alt="Your sketch of the invention"
              className="mt-3 max-h-64 w-auto rounded-lg border border-gray-200 bg-white object-contain"
            />
          ) : undefined,
        )}
      </div>
      <DraftedBlock
        title="Brief Description of the Drawings"
        text={data.drawingsDescription}
        locked={locked}
      />
      {/* Once drafted, a paid inventor edits the claims and abstract like any section (issue 16, item 6). */}
      {data.claims ? (
        <div>{renderSection('claims', 'Claims', data.claims)}</div>
      ) : (
        <DraftedBlock title="Claims" text={data.claims} locked={locked} />
      )}
      {data.abstract ? (
        <div>{renderSection('abstract', 'Abstract', data.abstract)}</div>
      ) : (
        <DraftedBlock title="Abstract" text={data.abstract} locked={locked} />
      )}
      <DraftedBlock title="Readiness Review" text={data.review} locked={locked} />
    </section>
  );
}
