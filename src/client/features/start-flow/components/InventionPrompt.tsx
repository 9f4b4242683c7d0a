import { type FormEvent, type KeyboardEvent, lazy, Suspense, useCallback, useState } from 'react';
import { INVENTION_INPUT_ID } from '../../../components/layout/scroll-to-wizard';

// The modal (and Radix Dialog with it) loads only when a visitor starts, keeping the landing page light.
const loadStartModal = () => import('./StartModal');
const StartModal = lazy(() => loadStartModal().then((module) => ({ default: module.StartModal })));

/**
 * The wizard teaser's text box (spec §2, §4, §5): Continue or Enter (without Shift) keeps the text
 * and opens the start modal, but only when the trimmed text is not empty.
 */
export function InventionPrompt() {
  const [description, setDescription] = useState('');
  const [modalOpen, setModalOpen] = useState(false);
  // Once opened, the modal stays mounted so a typed e-mail survives going back to edit the text.
  const [modalMounted, setModalMounted] = useState(false);
  const hasText = description.trim() !== '';

  const openModal = () => {
    if (!hasText) return;
    setModalMounted(true);
    setModalOpen(true);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    openModal();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    openModal();
  };
  const onStarted = useCallback(() => {
    setModalOpen(false);
    setDescription('');
  }, []);

  return (
    <>
      <form onSubmit={onSubmit} className="border-t border-slate-200 bg-white p-4">
        <label htmlFor={INVENTION_INPUT_ID} className="sr-only">
          Describe your invention
        </label>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <textarea
            id={INVENTION_INPUT_ID}
            rows={3}
            placeholder="Describe your invention title here..."
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => void loadStartModal()}
            className="block min-h-24 w-full resize-y rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
          <button
            type="submit"
            disabled={!hasText}
            className="shrink-0 rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-900 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
          >
            Continue
          </button>
        </div>
        <p className="mt-2 text-xs text-slate-600">
          Press Enter to continue, Shift + Enter for a new line. Free to start, no credit card.
        </p>
      </form>
      {modalMounted && (
        <Suspense fallback={null}>
          <StartModal
            open={modalOpen}
            description={description}
            onCancel={() => setModalOpen(false)}
            onStarted={onStarted}
          />
        </Suspense>
      )}
    </>
  );
}
