import type { AdminSessionsResponse } from '../../../../contract/admin';

type Props = { counters: AdminSessionsResponse['counters'] | undefined; filteredCapped?: boolean };

const LABELS: [keyof AdminSessionsResponse['counters'], string][] = [
  ['totalSessions', 'Total Sessions'],
  ['filteredResults', 'Filtered Results'],
  ['premiumUsers', 'Premium Users'],
  ['pdfsGenerated', 'PDFs Generated'],
];

/** Spec §2: the four counters, computed by the server (design §7); a capped search count reads "1,000+". */
export function AdminCounters({ counters, filteredCapped = false }: Props) {
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {LABELS.map(([key, label]) => (
        <div key={key} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-medium text-gray-700">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-gray-900" data-testid={`counter-${key}`}>
            {counters
              ? `${counters[key].toLocaleString('en-US')}${key === 'filteredResults' && filteredCapped ? '+' : ''}`
              : '–'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
