import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminLoginRequestSchema } from '../../contract';
import { ADMIN_COOKIE, ADMIN_COOKIE_PATH, adminLogin, adminLogout } from '../admin';
import { currentAdminLogin, requireAdmin } from '../policies';
import { presentAdminLogin, presentAdminLogout } from '../presenters/admin';
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
    const login = await adminLogin(app.services, { password, ip: request.ip });
    noStore(reply).setCookie(ADMIN_COOKIE, login.token, { ...cookieOptions, expires: login.expiresAt });
    return presentAdminLogin(login);
  });

  app.get('/api/admin/session', { preHandler: requireAdmin({ db }) }, async (request, reply) => {
    noStore(reply);
    return presentAdminLogin(currentAdminLogin(request));
  });

  app.post('/api/admin/logout', { preHandler: requireAdmin({ db }) }, async (request, reply) => {
    await adminLogout({ db }, { loginId: currentAdminLogin(request).id, ip: request.ip });
    noStore(reply).clearCookie(ADMIN_COOKIE, cookieOptions);
    return presentAdminLogout();
  });
}
