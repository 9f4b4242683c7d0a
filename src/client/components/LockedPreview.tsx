import { LOCKED_PREVIEW_CHARS } from '../../contract/constants';
import { cutAtCharacter } from '../../contract/cut-text';
import { LockIcon } from './LockIcon';

/** Spec §2: a locked section shows a placeholder with a 100-character preview. */
export function LockedPreview({ text }: { text: string }) {
  return (
    <div className="mt-2" data-locked="true">
      <p className="text-sm whitespace-pre-wrap text-gray-800">
        {cutAtCharacter(text, LOCKED_PREVIEW_CHARS)}
        {text.length > 0 && '…'}
      </p>
      <p className="mt-2 flex items-center gap-1.5 rounded-lg bg-gray-50 px-3 py-2 text-xs text-gray-700">
        <LockIcon className="h-3.5 w-3.5" />
        Preview only. Unlock the full application to read and edit this section.
      </p>
    </div>
  );
}
