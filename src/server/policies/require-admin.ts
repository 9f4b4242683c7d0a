import type { FastifyRequest } from 'fastify';
import { ADMIN_COOKIE } from '../admin/admin-token';
import { type AdminLogin, findAdminLogin } from '../admin/find-admin-login';
import type { Context } from '../context';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAdmin on every admin route. */
    adminLogin?: AdminLogin;
  }
}

/** A preHandler for every /api/admin/* route but login: no open login behind the cookie → 401. */
export function requireAdmin(ctx: Context<'db'>) {
  return async (request: FastifyRequest) => {
    const token = request.cookies[ADMIN_COOKIE];
    const login = token ? await findAdminLogin(ctx, { token }) : null;
    if (!login) throw new AppError('unauthorized', 'Admin login required');
    request.adminLogin = login;
  };
}

/** The login that requireAdmin found; only call it on a route guarded by requireAdmin. */
export function currentAdminLogin(request: FastifyRequest): AdminLogin {
  if (!request.adminLogin) throw new AppError('unauthorized', 'Admin login required');
  return request.adminLogin;
}
