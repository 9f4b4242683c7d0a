import { useId, useState } from 'react';
import type { InventionMapEditRequest, MapElement } from '../../../../contract/invention-map';
import { MapItemActions } from './MapItemActions';
import { MAP_BUTTON } from './map-buttons';

type MapElementItemProps = {
  element: MapElement;
  /** The other parts, which this one can be merged into. */
  others: MapElement[];
  onEdit: (edit: InventionMapEditRequest) => void;
};

/** One part of the map: its name, facts and alternatives, and what the inventor can change. */
export function MapElementItem({ element, others, onEdit }: MapElementItemProps) {
  const [target, setTarget] = useState('');
  const ids = useId();
  return (
    <li className="space-y-2 rounded-lg border border-gray-200 p-3">
      <MapItemActions
        kind="part"
        name={element.name}
        onRename={(name) => onEdit({ type: 'rename', itemId: element.id, name })}
        onRemove={() => onEdit({ type: 'remove', itemId: element.id })}
      />
      {element.facts.length > 0 && <p className="text-sm text-gray-700">{element.facts.join('; ')}</p>}
      {element.alternatives.length > 0 && (
        <p className="text-sm text-gray-700">Or: {element.alternatives.join(', ')}</p>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="flex items-center gap-2 text-sm text-gray-900">
          <input
            type="checkbox"
            checked={element.essential}
            onChange={(event) =>
              onEdit({ type: 'essential', itemId: element.id, essential: event.target.checked })
            }
            className="size-4 accent-brand-600"
          />
          Essential (in claim 1)
        </label>
        {others.length > 0 && (
          <div className="flex items-center gap-2">
            <label htmlFor={`${ids}-merge`} className="text-sm text-gray-900">
              Merge into
            </label>
            <select
              id={`${ids}-merge`}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              className="max-w-40 rounded-md border border-gray-400 bg-white px-1 py-1 text-sm text-gray-900"
            >
              <option value="">Choose a part</option>
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {other.name}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={MAP_BUTTON}
              disabled={!target}
              aria-label={`Merge "${element.name}" into the chosen part`}
              onClick={() => onEdit({ type: 'merge', itemId: element.id, intoId: target })}
            >
              Merge
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
