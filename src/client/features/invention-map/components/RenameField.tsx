import { useEffect, useRef, useState } from 'react';
import { MAP_NAME_MAX_CHARS } from '../../../../contract/invention-map';

type RenameFieldProps = {
  label: string;
  initial: string;
  onSave: (name: string) => void;
  onCancel: () => void;
};

/** An inline text input: Enter saves, Escape cancels (the caller puts focus back on its button). */
export function RenameField({ label, initial, onSave, onCancel }: RenameFieldProps) {
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  return (
    <input
      ref={input}
      aria-label={label}
      value={value}
      maxLength={MAP_NAME_MAX_CHARS}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          const name = value.trim();
          if (name && name !== initial) onSave(name);
          else onCancel();
        } else if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
      onBlur={onCancel}
      className="w-full rounded-md border border-gray-400 px-2 py-1 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    />
  );
}
