import type { PreviewResponse } from '../../../../contract/preview';
import { LockedPreview } from '../../../components/LockedPreview';

type PreviewPanelProps = {
  preview: PreviewResponse;
  /** The stored sketch, shown where the PDF puts its drawing sheet. */
  sketchImage?: string;
  onClose: () => void;
};

/** The application as it will read in the PDF, with the paywall applied by the server. */
export function PreviewPanel({ preview, sketchImage, onClose }: PreviewPanelProps) {
  return (
    <section
      aria-labelledby="preview-title"
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 id="preview-title" className="text-lg font-semibold text-gray-900">
            Application Preview
          </h2>
          <p className="mt-1 font-serif text-base text-gray-900 uppercase">{preview.title}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg border border-gray-300 px-3 py-1 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Close Preview
        </button>
      </div>
      {/* One typeface for every section, locked or not: the PDF's serif (issue 17). */}
      <div className="mt-4 space-y-4 font-serif" data-testid="preview-body">
        {preview.sections.map((section, index) => (
          <div key={section.key}>
            {/* The PDF prints details, variations and use cases under one heading: so does the preview. */}
            {section.heading && section.heading !== preview.sections[index - 1]?.heading && (
              <h3 className="text-sm font-semibold tracking-wide text-gray-900 uppercase">
                {section.heading}
              </h3>
            )}
            {section.locked ? (
              <LockedPreview text={section.text} />
            ) : (
              <p className="mt-1 text-sm whitespace-pre-wrap text-gray-800">{section.text}</p>
            )}
          </div>
        ))}
        {sketchImage && (
          <figure>
            <h3 className="text-sm font-semibold tracking-wide text-gray-900 uppercase">Drawings</h3>
            <img
              src={sketchImage}
              alt="Your sketch, as the drawing sheet of the application"
              className="mt-2 max-h-72 w-auto rounded border border-gray-200 bg-white object-contain"
            />
          </figure>
        )}
      </div>
    </section>
  );
}
