import { useId } from 'react';
import { COVER_SHEET_INVENTOR_LINES, type CoverSheetDetails } from '../../../../contract/cover-sheet';

type Inventor = CoverSheetDetails['inventors'][number];
type Correspondence = CoverSheetDetails['correspondence'];

const INPUT =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 sm:text-sm';

function Field(props: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {props.label}
      </label>
      <input
        id={id}
        type="text"
        value={props.value ?? ''}
        autoComplete={props.autoComplete}
        onChange={(event) => props.onChange(event.target.value)}
        className={INPUT}
      />
    </div>
  );
}

const ADDRESS_FIELDS: [keyof Correspondence, string, string][] = [
  ['name', 'Name (you or your firm)', 'name'],
  ['address', 'Street address', 'street-address'],
  ['city', 'City', 'address-level2'],
  ['state', 'State', 'address-level1'],
  ['zip', 'ZIP code', 'postal-code'],
  ['country', 'Country', 'country-name'],
  ['telephone', 'Telephone', 'tel'],
];

/** The inventors and the correspondence address the cover sheet asks for; every field optional. */
export function CoverSheetDetailsForm({
  details,
  onChange,
}: {
  details: CoverSheetDetails;
  onChange: (details: CoverSheetDetails) => void;
}) {
  const inventors = details.inventors.length > 0 ? details.inventors : [{}];
  const setInventor = (index: number, patch: Partial<Inventor>) =>
    onChange({
      ...details,
      inventors: inventors.map((inventor, i) => (i === index ? { ...inventor, ...patch } : inventor)),
    });
  const setAddress = (key: keyof Correspondence, value: string) =>
    onChange({ ...details, correspondence: { ...details.correspondence, [key]: value } });

  return (
    <div className="space-y-5">
      {inventors.map((inventor, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: inventor lines are only appended, never reordered
        <fieldset key={`inventor-${index + 1}`} className="space-y-2 rounded-lg border border-gray-200 p-3">
          <legend className="px-1 text-sm font-semibold text-gray-900">Inventor {index + 1}</legend>
          <Field
            label="Given name (first and middle)"
            value={inventor.givenName}
            autoComplete={index === 0 ? 'given-name' : 'off'}
            onChange={(value) => setInventor(index, { givenName: value })}
          />
          <Field
            label="Family name"
            value={inventor.familyName}
            autoComplete={index === 0 ? 'family-name' : 'off'}
            onChange={(value) => setInventor(index, { familyName: value })}
          />
          <Field
            label="Residence (city, and state or country)"
            value={inventor.residence}
            onChange={(value) => setInventor(index, { residence: value })}
          />
        </fieldset>
      ))}
      {inventors.length < COVER_SHEET_INVENTOR_LINES && (
        <button
          type="button"
          onClick={() => onChange({ ...details, inventors: [...inventors, {}] })}
          className="text-sm font-medium text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Add another inventor
        </button>
      )}
      <fieldset className="space-y-2 rounded-lg border border-gray-200 p-3">
        <legend className="px-1 text-sm font-semibold text-gray-900">Correspondence address</legend>
        {ADDRESS_FIELDS.map(([key, label, autoComplete]) => (
          <Field
            key={key}
            label={label}
            value={details.correspondence[key]}
            autoComplete={autoComplete}
            onChange={(value) => setAddress(key, value)}
          />
        ))}
      </fieldset>
    </div>
  );
}
