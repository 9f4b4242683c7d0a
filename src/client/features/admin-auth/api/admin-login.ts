import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminLoginState,
  adminLoginStateSchema,
  adminLogoutResponseSchema,
} from '../../../../contract/admin';
import { ApiRequestError, fetchParsed } from '../../../lib/api';

/** Every admin query key starts with this, so logout can drop them all at once. */
export const ADMIN_API_PREFIX = '/api/admin/';
const LOGIN_STATE_KEY = ['/api/admin/session'];

/** Spec §8's "returns null" mode for a 401: not logged in is an answer, not an error. */
async function fetchLoginState(): Promise<AdminLoginState | null> {
  try {
    return await fetchParsed(adminLoginStateSchema, '/api/admin/session');
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** Whether this browser holds a valid admin login (it survives a reload: the cookie is HttpOnly). */
export function useAdminLoginState() {
  return useQuery({ queryKey: LOGIN_STATE_KEY, queryFn: fetchLoginState });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      fetchParsed(adminLoginStateSchema, '/api/admin/login', { method: 'POST', body: { password } }),
    onSuccess: (state) => queryClient.setQueryData(LOGIN_STATE_KEY, state),
  });
}

/** Forgets every admin answer held in the browser and marks the login as gone. */
export function useForgetAdminLogin() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith(ADMIN_API_PREFIX),
    });
    queryClient.setQueryData(LOGIN_STATE_KEY, null);
  };
}

/** Ends the login on the server; the browser forgets it even if the server cannot be reached. */
export function useAdminLogout() {
  const forget = useForgetAdminLogin();
  return useMutation({
    mutationFn: () => fetchParsed(adminLogoutResponseSchema, '/api/admin/logout', { method: 'POST' }),
    onError: (error) => console.error('Admin logout failed', error),
    onSettled: forget,
  });
}
