import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin';
import { contactRoutes } from './contact';
import { draftingRoutes } from './drafting';
import { emailSignInRoutes } from './email-sign-in';
import { filingInstructionsRoutes } from './filing-instructions';
import { filingRecordRoutes } from './filing-record';
import { healthRoutes } from './health';
import { inventionMapRoutes } from './invention-map';
import { paymentRoutes } from './payments';
import { pdfRoutes } from './pdf';
import { pdfProofRoutes } from './pdf-proof';
import { publicConfigRoutes } from './public-config';
import { saveForLaterRoutes } from './save-for-later';
import { sessionRoutes } from './sessions';
import { stripeWebhookRoutes } from './stripe-webhook';
import { userDataRoutes } from './user-data';
import { userSessionRoutes } from './user-sessions';

/** Every API route plugin. Each capability adds its own file here. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(sessionRoutes);
  await app.register(saveForLaterRoutes);
  await app.register(emailSignInRoutes);
  await app.register(userSessionRoutes);
  await app.register(userDataRoutes);
  await app.register(contactRoutes);
  await app.register(paymentRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(draftingRoutes);
  await app.register(inventionMapRoutes);
  await app.register(adminRoutes);
  await app.register(pdfRoutes);
  await app.register(pdfProofRoutes);
  await app.register(filingInstructionsRoutes);
  await app.register(filingRecordRoutes);
}
