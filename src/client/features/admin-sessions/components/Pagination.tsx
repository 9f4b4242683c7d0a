import { ADMIN_PAGE_BUTTONS } from '../../../../contract/constants';

type Props = { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };

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
export function Pagination({ page, pageSize, total, onPageChange }: Props) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center justify-between gap-3 md:flex-row">
      <p className="text-sm text-gray-700">
        {pageCount > 1 ? `Showing ${from}-${to} of ${total} sessions` : ''}
      </p>
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
