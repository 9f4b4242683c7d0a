import { z } from 'zod';

/**
 * GET /api/patent/session/{sessionId}/preview: the application as it will read in the PDF, in
 * order, with the paywall applied (locked sections carry only their 100-character preview).
 */
export const previewSectionSchema = z.object({
  key: z.string(),
  heading: z.string(),
  text: z.string(),
  locked: z.boolean(),
});
export const previewResponseSchema = z.object({
  title: z.string(),
  sections: z.array(previewSectionSchema),
  premiumUnlocked: z.boolean(),
});
export type PreviewResponse = z.infer<typeof previewResponseSchema>;
