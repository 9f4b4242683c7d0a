import type { FastifyInstance } from 'fastify';
import { messageRoutes } from './messages';
import { previewRoutes } from './preview';
import { sectionRoutes } from './sections';
import { sketchRoutes } from './sketch';

/** The patent assistant's calls: messages (plain and streamed), section edits, preview, sketch image. */
export async function draftingRoutes(app: FastifyInstance) {
  await app.register(messageRoutes);
  await app.register(sectionRoutes);
  await app.register(previewRoutes);
  await app.register(sketchRoutes);
}
