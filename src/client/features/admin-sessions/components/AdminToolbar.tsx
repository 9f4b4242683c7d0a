import { ADMIN_STATUS_FILTERS, type AdminStatusFilter } from '../../../../contract/admin';

const STATUS_LABELS: Record<AdminStatusFilter, string> = {
  all: 'All Status',
  premium: 'Premium Only',
  free: 'Free Only',
  complete: 'Complete',
  incomplete: 'Incomplete',
};

type Props = {
  search: string;
  onSearchChange: (search: string) => void;
  status: AdminStatusFilter;
  onStatusChange: (status: AdminStatusFilter) => void;
  selectedCount: number;
  onDeleteSelected: () => void;
};

const fieldClass =
  'rounded-md border border-gray-400 bg-white px-3 py-2 text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** Search box, status filter and Delete Selected (spec §2). */
export function AdminToolbar(props: Props) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <input
        type="search"
        aria-label="Search sessions"
        placeholder="Search by Session ID, Email, or Patent Title..."
        value={props.search}
        onChange={(event) => props.onSearchChange(event.target.value)}
        className={`${fieldClass} md:flex-1`}
      />
      <select
        aria-label="Filter by status"
        value={props.status}
        onChange={(event) => props.onStatusChange(event.target.value as AdminStatusFilter)}
        className={fieldClass}
      >
        {ADMIN_STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      {props.selectedCount > 0 && (
        <button
          type="button"
          onClick={props.onDeleteSelected}
          className="rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2"
        >
          Delete Selected ({props.selectedCount})
        </button>
      )}
    </div>
  );
}
