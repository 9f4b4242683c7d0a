import { useRef, useState } from 'react';
import { MAP_BUTTON, MAP_DANGER_BUTTON } from './map-buttons';
import { RenameField } from './RenameField';

type MapItemActionsProps = {
  /** "part" or "step", for the labels. */
  kind: string;
  name: string;
  onRename: (name: string) => void;
  onRemove: () => void;
};

/** An item's name with Rename (inline) and Remove (confirmed), keeping the keyboard focus in place. */
export function MapItemActions({ kind, name, onRename, onRemove }: MapItemActionsProps) {
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm'>('view');
  const renameButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const back = (to: React.RefObject<HTMLButtonElement | null>) => {
    setMode('view');
    requestAnimationFrame(() => to.current?.focus());
  };

  if (mode === 'rename')
    return (
      <RenameField
        label={`New name for the ${kind} "${name}"`}
        initial={name}
        onSave={(newName) => {
          onRename(newName);
          back(renameButton);
        }}
        onCancel={() => back(renameButton)}
      />
    );
  if (mode === 'confirm')
    return (
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{`Remove the ${kind} "${name}"?`}</legend>
        <span className="text-sm text-gray-900">Remove “{name}” from the claims?</span>
        <button
          type="button"
          className={MAP_DANGER_BUTTON}
          // biome-ignore lint/a11y/noAutofocus: the confirmation takes the focus from the Remove button it replaces
          autoFocus
          onClick={() => {
            onRemove();
            setMode('view');
          }}
        >
          Remove
        </button>
        <button type="button" className={MAP_BUTTON} onClick={() => back(removeButton)}>
          Keep
        </button>
      </fieldset>
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-gray-900">{name}</span>
      <button
        ref={renameButton}
        type="button"
        className={MAP_BUTTON}
        aria-label={`Rename the ${kind} "${name}"`}
        onClick={() => setMode('rename')}
      >
        Rename
      </button>
      <button
        ref={removeButton}
        type="button"
        className={MAP_BUTTON}
        aria-label={`Remove the ${kind} "${name}"`}
        onClick={() => setMode('confirm')}
      >
        Remove
      </button>
    </div>
  );
}
