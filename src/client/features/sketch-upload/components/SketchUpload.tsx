import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { IMAGE_PICKER_ACCEPT } from '../../../../contract/constants';
import type { SketchFile } from '../hooks/use-sketch-file';

type SketchUploadProps = {
  sketch: SketchFile | null;
  onChoose: (files: FileList | null) => void;
  onClear: () => void;
  /** Sends the sketch with the caption typed beside it (empty when none). */
  onSubmit: (caption: string) => void;
  onSkip: () => void;
  disabled: boolean;
};

/** Step 7 (spec §2): drag-and-drop or Choose File, a preview, Submit Sketch, or Skip this step. */
export function SketchUpload({ sketch, onChoose, onClear, onSubmit, onSkip, disabled }: SketchUploadProps) {
  const picker = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const pickerId = useId();
  const captionId = useId();
  // The assistant asks for "a short caption": it is asked for right here, beside the image.
  const [caption, setCaption] = useState('');
  const captionInput = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);

  // Once an image is chosen, the caption is the next thing to type and Submit the next to press: the
  // caret goes to the caption and Submit comes into view, clear of the fixed footer (scroll margin).
  const chosen = sketch?.dataUrl;
  useEffect(() => {
    if (!chosen) return;
    captionInput.current?.focus({ preventScroll: true });
    submitButton.current?.scrollIntoView?.({ block: 'nearest' });
  }, [chosen]);

  function onDrop(event: DragEvent<HTMLFieldSetElement>) {
    event.preventDefault();
    setDragging(false);
    onChoose(event.dataTransfer.files);
  }

  return (
    <section aria-labelledby="sketch-upload-title" className="border-t border-gray-200 bg-gray-50 p-4">
      <h3 id="sketch-upload-title" className="text-sm font-semibold text-gray-900">
        Add a Sketch or Diagram (Optional)
      </h3>
      {sketch ? (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
          <img
            src={sketch.dataUrl}
            alt={`Preview of your sketch ${sketch.name}`}
            className="max-h-48 w-auto rounded-lg border border-gray-300 bg-white object-contain"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <label htmlFor={captionId} className="text-sm font-medium text-gray-900">
              Caption (optional)
            </label>
            <input
              id={captionId}
              ref={captionInput}
              type="text"
              value={caption}
              onChange={(event) => setCaption(event.target.value)}
              placeholder="e.g. Side view of the folded sawhorse"
              disabled={disabled}
              className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 sm:text-sm"
            />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                ref={submitButton}
                onClick={() => onSubmit(caption.trim())}
                disabled={disabled}
                className="scroll-mb-16 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:bg-gray-400"
              >
                Submit Sketch
              </button>
              <button
                type="button"
                onClick={onClear}
                disabled={disabled}
                className="rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                Remove
              </button>
            </div>
          </div>
        </div>
      ) : (
        <fieldset
          data-testid="sketch-drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`mt-3 rounded-lg border-2 border-dashed p-4 text-center text-sm text-gray-700 ${
            dragging ? 'border-brand-600 bg-brand-50' : 'border-gray-300 bg-white'
          }`}
        >
          <legend className="sr-only">Sketch image</legend>
          <p>Drag and drop an image here, or</p>
          <label htmlFor={pickerId} className="sr-only">
            Choose a sketch image
          </label>
          <input
            id={pickerId}
            ref={picker}
            type="file"
            accept={IMAGE_PICKER_ACCEPT}
            className="sr-only"
            onChange={(event) => {
              onChoose(event.target.files);
              event.target.value = '';
            }}
          />
          <button
            type="button"
            onClick={() => picker.current?.click()}
            disabled={disabled}
            className="mt-2 rounded-lg border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Choose File
          </button>
          <p className="mt-2 text-xs text-gray-600">PNG, JPEG, GIF or WebP, under 5MB</p>
        </fieldset>
      )}
      <button
        type="button"
        onClick={onSkip}
        disabled={disabled}
        className="mt-3 text-sm font-medium text-gray-700 underline hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Skip this step
      </button>
    </section>
  );
}
