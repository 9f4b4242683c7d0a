import { ADMIN_FIELD_CUT_CHARS } from '../../../../contract/constants';
import { SECTION_LABELS } from '../../../../contract/section-registry';
import type { PatentData } from '../../../../contract/sessions';
import { cutText } from '../cut-text';
import { panelScrollStyle } from './panel-scroll';

/** The patent fields of spec §2, in its order. */
const FIELDS: [keyof PatentData, string][] = [
  ['title', 'Title'],
  ['summary', 'Summary'],
  ['background', 'Background'],
  ['details', 'Technical Details'],
  ['claims', 'Claims'],
  ['variations', 'Variations'],
  ['useCases', 'Use Cases'],
  ['sketch', 'Drawings/Sketches'],
];

export function PatentDataSummary({ patentData }: { patentData: PatentData }) {
  const shown = FIELDS.flatMap(([key, label]) => {
    const value = patentData[key];
    return typeof value === 'string' && value.trim() !== '' ? [{ label, value }] : [];
  });
  const completed = patentData.completedSections.map((key) => SECTION_LABELS[key] ?? key);
  const empty = shown.length === 0 && completed.length === 0;

  return (
    <div className="rounded-md border border-gray-200 bg-white p-4">
      <h2 className="font-semibold text-gray-900">Patent Data</h2>
      {empty ? (
        <p className="mt-2 text-sm text-gray-700">No patent data available</p>
      ) : (
        <section
          aria-label="Patent data"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          style={panelScrollStyle}
          className="mt-2 space-y-2 overflow-y-auto text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {shown.map(({ label, value }) => (
            <p key={label} className="text-gray-900">
              <span className="font-semibold">{label}:</span> {cutText(value, ADMIN_FIELD_CUT_CHARS)}
            </p>
          ))}
          {completed.length > 0 && (
            <p className="text-gray-900">
              <span className="font-semibold">Completed Sections:</span> {completed.join(', ')}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
