import { z } from 'zod';
import { textField } from './text';

/**
 * What the provisional cover sheet (items of PTO/SB/16) asks that the interview does not: the
 * inventors and a correspondence address (issue 17). Every field is optional: a blank one stays a
 * line to fill in by hand, or the inventor gives it in the Application Data Sheet instead.
 */
const optionalText = (max: number) =>
  textField().trim().max(max, `must be at most ${max} characters`).optional();

/** The form has lines for three inventors; more go on attached sheets. */
export const COVER_SHEET_INVENTOR_LINES = 3;

export const coverSheetInventorSchema = z.strictObject({
  givenName: optionalText(100),
  familyName: optionalText(100),
  /** City and either state or foreign country, as the form asks. */
  residence: optionalText(200),
});

export const correspondenceAddressSchema = z.strictObject({
  name: optionalText(200),
  address: optionalText(300),
  city: optionalText(100),
  state: optionalText(100),
  zip: optionalText(20),
  country: optionalText(100),
  telephone: optionalText(40),
});

export const coverSheetDetailsSchema = z.strictObject({
  inventors: z
    .array(coverSheetInventorSchema)
    .max(COVER_SHEET_INVENTOR_LINES, `must name at most ${COVER_SHEET_INVENTOR_LINES} inventors`)
    .default([]),
  correspondence: correspondenceAddressSchema.default({}),
});
export type CoverSheetDetails = z.infer<typeof coverSheetDetailsSchema>;
export type CoverSheetDetailsInput = z.input<typeof coverSheetDetailsSchema>;

// PUT /api/patent/session/{sessionId}/cover-sheet-details: stores them (premium), answers them back.
export const coverSheetDetailsResponseSchema = z.object({ coverSheet: coverSheetDetailsSchema });
export type CoverSheetDetailsResponse = z.infer<typeof coverSheetDetailsResponseSchema>;
