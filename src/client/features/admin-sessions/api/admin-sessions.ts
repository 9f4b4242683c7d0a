import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AdminStatusFilter,
  adminSessionIdsResponseSchema,
  adminSessionsResponseSchema,
} from '../../../../contract/admin';
import { fetchParsed } from '../../../lib/api';

export type AdminListQuery = { q: string; status: AdminStatusFilter; page: number };

const listParams = (query: { q: string; status: AdminStatusFilter }) =>
  new URLSearchParams({ q: query.q, status: query.status });

export const adminSessionsUrl = (query: AdminListQuery) =>
  `/api/admin/sessions?${listParams(query)}&page=${query.page}`;

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useAdminSessions(query: AdminListQuery) {
  return useQuery({
    queryKey: [adminSessionsUrl(query)],
    queryFn: () => fetchParsed(adminSessionsResponseSchema, adminSessionsUrl(query)),
    placeholderData: keepPreviousData,
  });
}

/** Every id of the filtered list, on every page (select-all, spec §5). */
export async function fetchAllFilteredIds(query: {
  q: string;
  status: AdminStatusFilter;
}): Promise<number[]> {
  const { ids } = await fetchParsed(
    adminSessionIdsResponseSchema,
    `/api/admin/sessions/ids?${listParams(query)}`,
  );
  return ids;
}
