import { type FormEvent, useId, useState } from 'react';
import type { FilingRecord, FilingRecordRequest } from '../../../../contract/filing-record';
import { BusySubmitButton } from '../../../components/ui/busy-submit-button';
import { localToday } from '../days-left';

const inputClass =
  'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The two facts from the USPTO filing receipt. The server checks them again and says what is wrong. */
export function FilingRecordForm({
  record,
  saving,
  onSave,
}: {
  record: FilingRecord | null;
  saving: boolean;
  onSave: (body: FilingRecordRequest) => void;
}) {
  const id = useId();
  const [filingDate, setFilingDate] = useState(record?.filingDate ?? '');
  const [applicationNumber, setApplicationNumber] = useState(record?.applicationNumber ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave({ filingDate, applicationNumber });
  }

  return (
    <form onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div>
        <label htmlFor={`${id}-date`} className="text-sm font-medium text-gray-800">
          USPTO filing date
        </label>
        <input
          id={`${id}-date`}
          type="date"
          required
          max={localToday()}
          value={filingDate}
          onChange={(event) => setFilingDate(event.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-number`} className="text-sm font-medium text-gray-800">
          Application number
        </label>
        <input
          id={`${id}-number`}
          required
          inputMode="numeric"
          placeholder="63/123,456"
          aria-describedby={`${id}-number-hint`}
          value={applicationNumber}
          onChange={(event) => setApplicationNumber(event.target.value)}
          className={inputClass}
        />
        <p id={`${id}-number-hint`} className="mt-1 text-xs text-gray-600">
          As printed on your filing receipt, e.g. 63/123,456
        </p>
      </div>
      <BusySubmitButton busy={saving} className="sm:mb-5">
        {record ? 'Update Filing Record' : 'Save Filing Record'}
      </BusySubmitButton>
    </form>
  );
}
