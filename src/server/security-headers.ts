import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';

/**
 * Design §7: a CSP allowing only our origin and, when payments are configured, the Stripe hosts that
 * Stripe's CSP guide lists for Stripe.js and the Payment Element.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const stripe = config.stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.stripe ? ['https://*.stripe.com'] : [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(config.stripe ? ['https://api.stripe.com'] : [])],
        frameSrc: config.stripe ? [...stripe, 'https://hooks.stripe.com'] : ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity:
      config.nodeEnv === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
