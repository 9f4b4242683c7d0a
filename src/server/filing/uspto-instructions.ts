import { FILING_STEPS, PRIORITY_MONTHS } from '../../contract';

/** The filing guide of spec §2 as plain text (GET /api/patent/uspto-instructions). */
export const USPTO_FILING_INSTRUCTIONS = `HOW TO FILE YOUR PROVISIONAL PATENT APPLICATION WITH THE USPTO

Your download is one PDF: the specification (with claims and abstract) followed by any drawing sheets. It is laid out for the United States Patent and Trademark Office (USPTO) and can be uploaded as is.

${FILING_STEPS.map((step, index) => `Step ${index + 1}. ${step.title}.\n${step.text}`).join('\n\n')}

AFTER FILING
- You may describe the invention as "patent pending" while the application is pending.
- A provisional application is never examined and expires ${PRIORITY_MONTHS} months after its filing date. To keep your filing date, file a nonprovisional application (or an international PCT application) claiming its benefit within those ${PRIORITY_MONTHS} months.
- The content of a provisional cannot be changed after filing: anything new needs a new application.

International options: within the same ${PRIORITY_MONTHS} months you may also file under the Patent Cooperation Treaty (PCT) or directly with the European, Japanese or Chinese patent offices, claiming the provisional's filing date.

InventDraft is not a law firm and gives no legal advice. For complex inventions, consider a registered patent attorney or agent before filing the nonprovisional application.
`;
