import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../contract/constants';
import { AdminLoginForm } from '../../features/admin-auth/AdminLoginForm';
import {
  useAdminLoginState,
  useAdminLogout,
  useForgetAdminLogin,
} from '../../features/admin-auth/api/admin-login';
import { AdminDashboard } from '../../features/admin-sessions/AdminDashboard';

/** /admin (spec §2): the password gate, then the dashboard with a Logout button. */
export default function AdminPage() {
  const loginState = useAdminLoginState();
  const logout = useAdminLogout();
  const forgetLogin = useForgetAdminLogin();

  useEffect(() => {
    document.title = `Admin Dashboard — ${PRODUCT_NAME}`;
  }, []);

  if (loginState.isPending) {
    return <main className="min-h-screen bg-gray-50" aria-busy="true" />;
  }
  if (!loginState.data) return <AdminLoginForm />;

  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-4">
          <h1 className="text-2xl font-bold text-gray-900">Admin Dashboard</h1>
          <button
            type="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-900 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            Logout
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6">
        <AdminDashboard onUnauthorized={forgetLogin} />
      </main>
    </div>
  );
}
