import { ADMIN_PAGE_BUTTONS } from '../../../../contract/constants';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  /** The search has more matches than the server counts; only the newest `total` are listed. */
  capped?: boolean;
  onPageChange: (page: number) => void;
};

/** Up to five page numbers around the current page. */
function pageWindow(page: number, pageCount: number): number[] {
  const first = Math.max(
    1,
    Math.min(page - Math.floor(ADMIN_PAGE_BUTTONS / 2), pageCount - ADMIN_PAGE_BUTTONS + 1),
  );
  const last = Math.min(pageCount, first + ADMIN_PAGE_BUTTONS - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

const buttonClass =
  'rounded-md border border-gray-300 px-3 py-1.5 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-50';

/** Spec §2: Previous, Next and up to 5 page buttons; the range text only when there is more than one page. */
export function Pagination({ page, pageSize, total, capped = false, onPageChange }: Props) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center justify-between gap-3 md:flex-row">
      <div className="text-sm text-gray-700">
        <p>{pageCount > 1 ? `Showing ${from}-${to} of ${total}${capped ? '+' : ''} sessions` : ''}</p>
        {capped && (
          <p className="mt-1 text-gray-600">
            Only the newest {total.toLocaleString('en-US')} matches are listed. Refine the search to narrow
            them down.
          </p>
        )}
      </div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={`${buttonClass} bg-white text-gray-900`}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </button>
        {pageWindow(page, pageCount).map((number) => (
          <button
            key={number}
            type="button"
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Page ${number}`}
            className={`${buttonClass} ${number === page ? 'bg-brand-700 text-white' : 'bg-white text-gray-900'}`}
            onClick={() => onPageChange(number)}
          >
            {number}
          </button>
        ))}
        <button
          type="button"
          className={`${buttonClass} bg-white text-gray-900`}
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
