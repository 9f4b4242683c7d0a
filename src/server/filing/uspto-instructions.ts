import { PRIORITY_MONTHS, PROVISIONAL_FILING_FEES_USD } from '../../contract';

/** The official cover sheet form, for filers who prefer it to our prefilled one. */
export const SB16_FORM_URL = 'https://www.uspto.gov/sites/default/files/documents/sb0016.pdf';

const { micro, small, large } = PROVISIONAL_FILING_FEES_USD;

/** The filing guide of spec §2 as plain text (GET /api/patent/uspto-instructions). */
export const USPTO_FILING_INSTRUCTIONS = `HOW TO FILE YOUR PROVISIONAL PATENT APPLICATION WITH THE USPTO

Your download is one PDF: the specification (with claims and abstract) followed by any drawing sheets. It is laid out for the United States Patent and Trademark Office (USPTO) and can be uploaded as is.

Step 1. Create an account with the patent office.
Create a free USPTO.gov account at https://account.uspto.gov and complete identity verification, which Patent Center requires before you can file.

Step 2. Open the filing portal.
Sign in to Patent Center, the USPTO's electronic filing system: https://patentcenter.uspto.gov

Step 3. Choose a new application, then Provisional.
Select "New submission", then "Utility" as the application type, and choose "Provisional" when asked.

Step 4. Fill in the Application Data Sheet with the inventor information.
Enter every inventor's legal name and residence (city and state, or country), the title of the invention and a correspondence address. The Application Data Sheet can serve as the provisional cover sheet.

Step 5. Upload your PDFs.
- The specification: your InventDraft PDF. Give its text pages (up to and including the abstract) the document description "Specification", and its drawing sheets, if any, "Drawings-only black and white line drawings".
- The cover sheet, form PTO/SB/16 (Provisional Application for Patent Cover Sheet): use the prefilled cover sheet from your InventDraft downloads, or the official form at ${SB16_FORM_URL}. A provisional filed without a cover sheet or Application Data Sheet is treated as a nonprovisional application.
- Drawings, if any: they are already at the end of your PDF.

Step 6. Pay the filing fee.
The provisional filing fee (37 CFR 1.16(d), since 19 January 2025) is:
- Micro entity: $${micro} (file a micro entity certification, form PTO/SB/15A or 15B)
- Small entity: $${small}
- Large entity: $${large}
An application size fee applies only if the specification and drawings exceed 100 sheets.

Step 7. Review and submit.
Check the document descriptions and the fee, then submit. Save the electronic acknowledgement receipt. A filing receipt with your application number arrives within 1-2 business days.

AFTER FILING
- You may describe the invention as "patent pending" while the application is pending.
- A provisional application is never examined and expires ${PRIORITY_MONTHS} months after its filing date. To keep your filing date, file a nonprovisional application (or an international PCT application) claiming its benefit within those ${PRIORITY_MONTHS} months.
- The content of a provisional cannot be changed after filing: anything new needs a new application.

International options: within the same ${PRIORITY_MONTHS} months you may also file under the Patent Cooperation Treaty (PCT) or directly with the European, Japanese or Chinese patent offices, claiming the provisional's filing date.

InventDraft is not a law firm and gives no legal advice. For complex inventions, consider a registered patent attorney or agent before filing the nonprovisional application.
`;
