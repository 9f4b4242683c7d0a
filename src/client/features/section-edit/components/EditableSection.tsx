import { type ReactNode, useId, useState } from 'react';
import type { SectionKey } from '../../../../contract/constants';
import { FREE_SECTIONS } from '../../../../contract/section-registry';
import type { EditableSection as EditableKey } from '../../../../contract/sections';
import { LockedPreview } from '../../../components/LockedPreview';
import { useSectionCheck } from '../hooks/use-section-check';

type EditableSectionProps = {
  sessionId: string;
  sectionKey: EditableKey;
  label: string;
  text: string;
  premiumUnlocked: boolean;
  onSave: (key: EditableKey, content: string) => Promise<boolean>;
  /** Where a free user goes to unlock editing (spec §5). */
  onUnlock: () => void;
  /** Shown under the heading (the sketch image in the Sketch card). */
  media?: ReactNode;
};

/**
 * One section of the review screen. Title and background are free; every other section is locked
 * until payment: a 100-character preview, and Edit leads to checkout (spec §1, §2, §5).
 */
export function EditableSection({
  sessionId,
  sectionKey,
  label,
  text,
  premiumUnlocked,
  onSave,
  onUnlock,
  media,
}: EditableSectionProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(text);
  const [saving, setSaving] = useState(false);
  const editorId = useId();
  const locked = !premiumUnlocked && !FREE_SECTIONS.includes(sectionKey as SectionKey);
  // Claims and abstract: the checker's findings, inline as the inventor types (issue 16, item 6).
  const findings = useSectionCheck(sessionId, sectionKey, draft, editing);

  function startEditing() {
    if (locked) {
      onUnlock();
      return;
    }
    setDraft(text);
    setEditing(true);
  }

  async function save() {
    if (!draft.trim()) return;
    setSaving(true);
    const saved = await onSave(sectionKey, draft);
    setSaving(false);
    if (saved) setEditing(false);
  }

  return (
    <article
      aria-labelledby={`${editorId}-title`}
      data-testid={`review-section-${sectionKey}`}
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${editorId}-title`} className="text-base font-semibold text-gray-900">
          {label}
        </h3>
        {!editing && (
          <button
            type="button"
            onClick={startEditing}
            className="rounded-lg border border-gray-300 px-3 py-1 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {locked ? `Unlock to edit ${label}` : `Edit ${label}`}
          </button>
        )}
      </div>
      {media}
      {editing ? (
        <div className="mt-3">
          <label htmlFor={editorId} className="text-sm font-medium text-gray-800">
            Edit the {label} section
          </label>
          <textarea
            id={editorId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            rows={8}
            className="mt-1 w-full rounded-lg border border-gray-300 p-3 text-base text-gray-900 focus:outline-2 focus:outline-brand-600 sm:text-sm"
          />
          {(sectionKey === 'claims' || sectionKey === 'abstract') && (
            <div role="status" aria-live="polite" className="mt-2 text-sm text-gray-800">
              {findings === undefined ? null : findings.length === 0 ? (
                <p>No problems found.</p>
              ) : (
                <>
                  <p className="font-medium">Checker findings:</p>
                  <ul className="list-disc pl-5">
                    {findings.map((finding) => (
                      <li key={finding}>{finding}</li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              onClick={save}
              disabled={saving || !draft.trim()}
              className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:bg-gray-400"
            >
              {saving ? 'Saving...' : 'Save Changes'}
            </button>
            <button
              type="button"
              onClick={() => setEditing(false)}
              disabled={saving}
              className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Cancel
            </button>
          </div>
        </div>
      ) : locked ? (
        <LockedPreview text={text} />
      ) : (
        <p className="mt-2 text-sm whitespace-pre-wrap text-gray-800">{text || 'Not written yet.'}</p>
      )}
    </article>
  );
}
