import { useEffect, useState } from 'react';
import type { AdminStatusFilter } from '../../../contract/admin';
import { ApiRequestError } from '../../lib/api';
import { fetchAllFilteredIds, useAdminSessions } from './api/admin-sessions';
import { useBulkDelete } from './api/bulk-delete';
import { AdminCounters } from './components/AdminCounters';
import { AdminToolbar } from './components/AdminToolbar';
import { DeleteSelectedDialog } from './components/DeleteSelectedDialog';
import { Pagination } from './components/Pagination';
import { SessionsTable } from './components/SessionsTable';
import { useDebouncedValue } from './hooks/use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The logged-in dashboard (spec §2). All of its state (search, filter, page, selection, open row)
 * lives here, so unmounting it on logout resets every piece at once.
 */
export function AdminDashboard({ onUnauthorized }: { onUnauthorized: () => void }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<AdminStatusFilter>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [openSessionId, setOpenSessionId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const list = useAdminSessions({ q, status, page });
  const bulkDelete = useBulkDelete({ onDeleted: () => setSelected(new Set()) });

  const goToPage = (next: number) => {
    setPage(next);
    setSelected(new Set());
    setOpenSessionId(null);
  };
  // A new search or filter is a new list: back to its first page, with nothing selected or open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the filtered list changes
  useEffect(() => goToPage(1), [q, status]);

  useEffect(() => {
    if (list.error instanceof ApiRequestError && list.error.status === 401) onUnauthorized();
  }, [list.error, onUnauthorized]);

  const total = list.data?.total ?? 0;
  const allSelected = selected.size > 0 && selected.size >= total;
  const toggleAll = async () => {
    if (allSelected) return setSelected(new Set());
    try {
      setSelected(new Set(await fetchAllFilteredIds({ q, status })));
    } catch (error) {
      console.error('Failed to select all sessions', error);
    }
  };
  const toggleOne = (id: number) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setSelected(next);
  };
  const confirmDelete = () => bulkDelete.mutate([...selected], { onSettled: () => setConfirming(false) });

  return (
    <div className="space-y-6">
      <AdminCounters counters={list.data?.counters} filteredCapped={list.data?.totalCapped} />
      <AdminToolbar
        search={search}
        onSearchChange={setSearch}
        status={status}
        onStatusChange={setStatus}
        selectedCount={selected.size}
        onDeleteSelected={() => setConfirming(true)}
      />
      <SessionsTable
        sessions={list.data?.sessions ?? []}
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        selected={selected}
        allSelected={allSelected}
        someSelected={selected.size > 0}
        onToggleAll={toggleAll}
        onToggleOne={toggleOne}
        openSessionId={openSessionId}
        onToggleOpen={(id) => setOpenSessionId((current) => (current === id ? null : id))}
      />
      {list.data && list.data.total > 0 && (
        <Pagination
          page={page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          capped={list.data.totalCapped}
          onPageChange={goToPage}
        />
      )}
      <DeleteSelectedDialog
        open={confirming}
        onOpenChange={setConfirming}
        count={selected.size}
        deleting={bulkDelete.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
