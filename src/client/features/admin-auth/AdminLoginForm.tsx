import { type FormEvent, useState } from 'react';
import { ApiRequestError } from '../../lib/api';
import { useAdminLogin } from './api/admin-login';

/** What to say for a failed login: the spec's wording for a wrong password, the server's otherwise. */
function loginErrorText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 401) return 'Invalid password';
  if (error instanceof ApiRequestError) return error.detail;
  return 'Login failed. Please try again.';
}

/** Spec §2: the password gate of /admin (checked by the server, design §7). */
export function AdminLoginForm() {
  const [password, setPassword] = useState('');
  const login = useAdminLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '' || login.isPending) return;
    login.mutate(password, { onSuccess: () => setPassword('') });
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4">
      <form
        onSubmit={submit}
        className="w-full max-w-sm rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
        noValidate
      >
        <h1 className="text-2xl font-bold text-gray-900">Admin Login</h1>
        <label htmlFor="admin-password" className="mt-6 block text-sm font-medium text-gray-800">
          Password
        </label>
        <input
          id="admin-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={login.isError}
          aria-describedby={login.isError ? 'admin-login-error' : undefined}
          className="mt-1 w-full rounded-md border border-gray-400 px-3 py-2 text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        />
        {login.isError && (
          <p id="admin-login-error" role="alert" className="mt-2 text-sm text-red-700">
            {loginErrorText(login.error)}
          </p>
        )}
        <button
          type="submit"
          disabled={login.isPending}
          className="mt-4 w-full rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:opacity-60"
        >
          Login
        </button>
      </form>
    </main>
  );
}
