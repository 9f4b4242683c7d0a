import type { ReactNode } from 'react';
import { PROVISIONAL_FILING_FEES_USD } from '../../../contract/constants';

export const SB16_COVER_SHEET_URL = 'https://www.uspto.gov/sites/default/files/documents/sb0016.pdf';
export const PATENT_CENTER_URL = 'https://patentcenter.uspto.gov';

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

const fees = PROVISIONAL_FILING_FEES_USD;

/** The seven filing steps of spec §2 "Static content", in order. */
export const FILING_STEPS: { title: string; body: ReactNode }[] = [
  {
    title: 'Create an account with the USPTO',
    body: (
      <p>
        Sign up for a free USPTO.gov account and complete the identity verification the office asks for.
        Verification can take a day or two, so do it before you plan to file. A verified account lets you
        file, pay and follow your application online.
      </p>
    ),
  },
  {
    title: 'Open Patent Center',
    body: (
      <p>
        Go to <External href={PATENT_CENTER_URL}>Patent Center</External>, the USPTO's filing portal, and sign
        in with your USPTO.gov account.
      </p>
    ),
  },
  {
    title: 'Choose New application, then Provisional',
    body: (
      <p>
        Start a new submission and pick <strong>Provisional</strong> as the application type (35 U.S.C.
        111(b)). Choosing the wrong type, or leaving out the cover sheet, can get your filing treated as a
        non-provisional application, with its higher fees.
      </p>
    ),
  },
  {
    title: 'Fill in the Application Data Sheet',
    body: (
      <>
        <p>Enter the information the office needs about the application and its inventors:</p>
        <ul>
          <li>the title of the invention, exactly as it appears on your application;</li>
          <li>each inventor's full legal name and residence (city and state, or country);</li>
          <li>a mailing address and the e-mail address where the USPTO should write to you.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Upload your PDFs',
    body: (
      <>
        <p>Attach each file and pick its document description:</p>
        <ul>
          <li>
            <strong>Specification</strong>: your InventDraft application PDF.
          </li>
          <li>
            <strong>Cover sheet</strong>: form SB/16, the Provisional Application for Patent Cover Sheet.{' '}
            <External href={SB16_COVER_SHEET_URL}>Download form SB/16 (PDF)</External>, fill it in and save it
            as a PDF. It must say the filing is a provisional application.
          </li>
          <li>
            <strong>Drawings</strong>, if you have any: black-and-white line drawings, each sheet numbered.
          </li>
        </ul>
        <p>
          Keep file names short, with letters, digits, hyphens and underscores only, ending in{' '}
          <code>.pdf</code>. Patent Center checks each file and lists anything it cannot accept.
        </p>
      </>
    ),
  },
  {
    title: 'Pay the filing fee',
    body: (
      <p>
        Pay the provisional filing fee for your entity size by card or USPTO deposit account: ${fees.micro}{' '}
        for a micro entity, ${fees.small} for a small entity, ${fees.large} for a large entity. Micro entities
        must file a certification (form SB/15A or SB/15B) with the application.
      </p>
    ),
  },
  {
    title: 'Review and submit',
    body: (
      <p>
        Check every name, the title and the attached files, then submit. Patent Center shows an electronic
        acknowledgement receipt with your application number and filing date straight away: download it and
        keep it safe. From this moment your invention is patent pending.
      </p>
    ),
  },
];
