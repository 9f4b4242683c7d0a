import type { FastifyInstance, FastifyReply } from 'fastify';
import { type AdminLoginState, adminLoginRequestSchema } from '../../contract';
import { adminLogin } from '../admin/admin-login';
import { adminLogout } from '../admin/admin-logout';
import { ADMIN_COOKIE, ADMIN_COOKIE_PATH } from '../admin/admin-token';
import { currentAdminLogin, requireAdmin } from '../policies';
import { parseRequest } from '../validation';

/** Design §7: the operator password is checked here, never in the browser. */
export async function adminAuthRoutes(app: FastifyInstance) {
  const { db, config } = app.services;
  const cookieOptions = {
    path: ADMIN_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.nodeEnv === 'production',
  } as const;
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.post('/api/admin/login', async (request, reply) => {
    const { password } = parseRequest(adminLoginRequestSchema, request.body, 'body');
    const login = await adminLogin(db, { password, expectedPassword: config.adminPassword, ip: request.ip });
    noStore(reply).setCookie(ADMIN_COOKIE, login.token, { ...cookieOptions, expires: login.expiresAt });
    return { loggedIn: true, expiresAt: login.expiresAt.toISOString() } satisfies AdminLoginState;
  });

  app.get('/api/admin/session', { preHandler: requireAdmin(db) }, async (request, reply) => {
    const login = currentAdminLogin(request);
    noStore(reply);
    return { loggedIn: true, expiresAt: login.expiresAt.toISOString() } satisfies AdminLoginState;
  });

  app.post('/api/admin/logout', { preHandler: requireAdmin(db) }, async (request, reply) => {
    await adminLogout(db, { loginId: currentAdminLogin(request).id, ip: request.ip });
    noStore(reply).clearCookie(ADMIN_COOKIE, cookieOptions);
    return { loggedOut: true };
  });
}
