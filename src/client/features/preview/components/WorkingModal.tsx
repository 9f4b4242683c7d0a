import { Spinner } from '../../../components/Spinner';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import type { PreviewModalKind } from '../hooks/use-preview';

const TEXTS: Record<PreviewModalKind, { title: string; text: string }> = {
  preview: { title: 'Generating Preview', text: 'Putting your application together...' },
  upload: { title: 'Uploading Your Sketch', text: 'Adding your sketch to the application...' },
};

/** The preview-generation and image-upload modal (spec §2); it closes on its own (spec §4). */
export function WorkingModal({ kind }: { kind: PreviewModalKind | null }) {
  const texts = TEXTS[kind ?? 'preview'];
  return (
    <ModalDialog open={kind !== null} title={texts.title}>
      <p className="mt-4 flex items-center gap-3 text-sm text-gray-800">
        <Spinner />
        {texts.text}
      </p>
    </ModalDialog>
  );
}
