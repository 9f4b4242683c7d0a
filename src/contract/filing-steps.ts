import { PROVISIONAL_FILING_FEES_USD } from './constants';

const { micro, small, large } = PROVISIONAL_FILING_FEES_USD;

export const PATENT_CENTER_URL = 'https://patentcenter.uspto.gov';
export const USPTO_ACCOUNT_URL = 'https://account.uspto.gov';
/** The official cover sheet form, for filers who prefer it to our prefilled one. */
export const SB16_COVER_SHEET_URL = 'https://www.uspto.gov/sites/default/files/documents/sb0016.pdf';

/**
 * The seven filing steps of spec §2, in one wording for every place that shows them: the filing
 * steps after the PDF, the filing guide page and the instructions text of the completion screen
 * (issue 17: they used to disagree on the application type and on where the drawings go).
 */
export const FILING_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Create a USPTO.gov account',
    text: `Sign up for a free USPTO.gov account at ${USPTO_ACCOUNT_URL} and complete the identity verification Patent Center requires before you can file. It can take a day or two, so do it early.`,
  },
  {
    title: 'Open Patent Center',
    text: `Sign in to Patent Center, the USPTO's electronic filing system: ${PATENT_CENTER_URL}`,
  },
  {
    title: 'Start a new provisional application',
    text: 'Choose "New submission", then "Utility" as the application type, and "Provisional" when asked.',
  },
  {
    title: 'Fill in the Application Data Sheet',
    text: "Enter every inventor's legal name and residence (city and state, or country), the title exactly as on your application, and a correspondence address.",
  },
  {
    title: 'Upload your PDFs',
    text: 'Upload your InventDraft PDF. Its drawing sheets, if you added a sketch, are already at its end: give the text pages (up to and including the abstract) the description "Specification" and the drawing sheets "Drawings-only black and white line drawings". Add the cover sheet (form PTO/SB/16), our prefilled one or the official form: without a cover sheet or Application Data Sheet the filing is treated as a nonprovisional application.',
  },
  {
    title: 'Pay the filing fee',
    text: `Micro entity $${micro}, small entity $${small}, large entity $${large}. A micro entity also files a certification (form PTO/SB/15A or 15B); an application size fee applies only above 100 sheets.`,
  },
  {
    title: 'Review and submit',
    text: 'Check the document descriptions and the fee, then submit. Save the electronic acknowledgement receipt: it shows your application number and filing date, and from then on your invention is patent pending. A filing receipt with your application number arrives within 1-2 business days.',
  },
];
