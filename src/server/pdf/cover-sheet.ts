import { type CoverSheetDetails, cutAtCharacter, PROVISIONAL_FILING_FEES_USD } from '../../contract';
import { measure } from './fonts';
import { TEXT_AREA } from './page-geometry';
import { addPage, createPdfDocument, drawRuns, finishPdf } from './pdf-document';
import { type Segment, wrapParagraph } from './text-layout';

/** What the session knows; everything else is left as a blank line for the inventor to fill in. */
export type CoverSheetInput = {
  title: string | undefined;
  email: string | undefined;
  specificationPages: number;
  drawingSheets: number;
  /** Inventors and correspondence address, as given before generating (issue 17). */
  details?: CoverSheetDetails;
};

const SIZE = 11;
const LINE = SIZE * 1.45;
const WIDTH = TEXT_AREA.right - TEXT_AREA.left;
const BOX = 8;

/** Writes the form top to bottom, starting a new page when the next item would not fit. */
class FormWriter {
  private y = TEXT_AREA.top;
  constructor(private readonly doc: PDFKit.PDFDocument) {
    addPage(doc);
  }

  private ensure(height: number) {
    if (this.y + height > TEXT_AREA.bottom) {
      addPage(this.doc);
      this.y = TEXT_AREA.top;
    }
  }

  gap(lines = 0.5) {
    this.y += LINE * lines;
  }

  text(segments: Segment[], options: { indent?: number; align?: 'center'; size?: number } = {}) {
    const size = options.size ?? SIZE;
    const indent = options.indent ?? 0;
    const lines = wrapParagraph(segments, {
      left: TEXT_AREA.left + indent,
      width: WIDTH - indent,
      size,
      align: options.align,
    });
    for (const line of lines) {
      this.ensure(LINE);
      drawRuns(this.doc, line.runs, this.y + size);
      this.y += LINE;
    }
  }

  /** A label followed by its value, or by a rule to write on when the value is unknown. */
  field(label: string, value?: string, options: { indent?: number; ruleWidth?: number } = {}) {
    const indent = options.indent ?? 0;
    if (value) {
      this.text(
        [
          { text: `${label} `, weight: 'bold' },
          { text: value, weight: 'regular' },
        ],
        { indent },
      );
      return;
    }
    this.ensure(LINE);
    const x = TEXT_AREA.left + indent;
    this.text([{ text: label, weight: 'bold' }], { indent });
    const start = x + measure(label, 'bold', SIZE) + 6;
    const end = options.ruleWidth ? Math.min(start + options.ruleWidth, TEXT_AREA.right) : TEXT_AREA.right;
    this.doc
      .moveTo(start, this.y - LINE + SIZE + 2)
      .lineTo(end, this.y - LINE + SIZE + 2)
      .lineWidth(0.6)
      .strokeColor('black')
      .stroke();
  }

  checkbox(label: string, checked: boolean, indent = 0) {
    this.ensure(LINE);
    const x = TEXT_AREA.left + indent;
    const top = this.y + SIZE - BOX;
    this.doc.rect(x, top, BOX, BOX).lineWidth(0.8).strokeColor('black').stroke();
    if (checked) {
      this.doc
        .moveTo(x + 1.5, top + 4)
        .lineTo(x + 3.5, top + 6.5)
        .lineTo(x + 6.5, top + 1.5)
        .lineWidth(1.2)
        .stroke();
    }
    this.text([{ text: label, weight: 'regular' }], { indent: indent + BOX + 6 });
  }

  heading(text: string) {
    this.ensure(LINE * 3);
    this.gap(0.6);
    this.text([{ text, weight: 'bold' }]);
  }
}

/**
 * A cover sheet with the items of form PTO/SB/16 (uspto.md §5), prefilled where the session knows the
 * answer. 37 CFR 1.53(c)(1) accepts a cover letter identifying the application as provisional.
 */
export async function renderCoverSheet(input: CoverSheetInput): Promise<Buffer> {
  const doc = createPdfDocument('Provisional application for patent cover sheet');
  const form = new FormWriter(doc);
  const { large, small, micro } = PROVISIONAL_FILING_FEES_USD;

  form.text([{ text: 'PROVISIONAL APPLICATION FOR PATENT COVER SHEET', weight: 'bold' }], {
    align: 'center',
    size: 13,
  });
  form.text([{ text: 'Items of form PTO/SB/16', weight: 'regular' }], { align: 'center' });
  form.gap();
  form.text([
    {
      text: 'This is a request for filing a PROVISIONAL APPLICATION FOR PATENT under 37 CFR 1.53(c).',
      weight: 'bold',
    },
  ]);

  form.heading('INVENTOR(S)');
  for (let n = 1; n <= 3; n++) {
    const inventor = input.details?.inventors[n - 1];
    form.field(`Inventor ${n}: Given name (first and middle, if any):`, inventor?.givenName);
    form.field('Family name or surname:', inventor?.familyName, { indent: 18 });
    form.field('Residence (city and either state or foreign country):', inventor?.residence, {
      indent: 18,
    });
  }
  form.field('Additional inventors are named on attached sheets; number of sheets:', undefined, {
    ruleWidth: 40,
  });

  form.heading('TITLE OF THE INVENTION (500 characters max)');
  if (input.title) form.text([{ text: cutAtCharacter(input.title, 500), weight: 'regular' }]);
  else for (let n = 0; n < 2; n++) form.field(' ');

  form.heading('CORRESPONDENCE ADDRESS');
  form.field('Customer Number:', undefined, { ruleWidth: 150 });
  form.text([{ text: 'OR', weight: 'regular' }]);
  const address = input.details?.correspondence;
  for (const [label, value] of [
    ['Firm or individual name:', address?.name],
    ['Address:', address?.address],
    ['City:', address?.city],
    ['State:', address?.state],
    ['ZIP:', address?.zip],
    ['Country:', address?.country],
    ['Telephone:', address?.telephone],
  ] as const)
    form.field(label, value || undefined);
  form.field('Email:', input.email);

  form.heading('ENCLOSED APPLICATION PARTS (check all that apply)');
  form.checkbox(
    `Specification (including any claims and abstract). Number of pages: ${input.specificationPages}`,
    true,
  );
  form.checkbox(
    input.drawingSheets > 0
      ? `Drawing(s). Number of sheets: ${input.drawingSheets}`
      : 'Drawing(s). Number of sheets: ____',
    input.drawingSheets > 0,
  );
  form.checkbox('Application Data Sheet. See 37 CFR 1.76.', false);
  form.checkbox('CD(s). Number of CDs: ____', false);
  form.checkbox('Other (specify): ______________________________', false);

  form.heading('FEES');
  form.text([
    {
      text: `Filing fee (37 CFR 1.16(d)): $${large} (large entity), $${small} (small entity) or $${micro} (micro entity). If the specification and drawings exceed 100 sheets of paper, an application size fee is also due (35 U.S.C. 41(a)(1)(G) and 37 CFR 1.16(s)).`,
      weight: 'regular',
    },
  ]);

  form.heading('METHOD OF PAYMENT OF FEES FOR THIS PROVISIONAL APPLICATION FOR PATENT');
  form.checkbox('Applicant asserts small entity status. See 37 CFR 1.27.', false);
  form.checkbox(
    'Applicant certifies micro entity status. See 37 CFR 1.29. Form PTO/SB/15A or B or equivalent must be attached.',
    false,
  );
  form.checkbox(
    'A check or money order made payable to the Director of the United States Patent and Trademark Office is enclosed to cover the filing fee and application size fee (if applicable).',
    false,
  );
  form.checkbox('Payment by credit card. Form PTO-2038 is attached.', false);
  form.checkbox(
    'The Director is hereby authorized to charge the filing fee and application size fee (if applicable) or credit any overpayment to Deposit Account Number: ____________',
    false,
  );
  form.field('Total fee amount ($):', undefined, { ruleWidth: 120 });

  form.heading('GOVERNMENT INTEREST');
  form.text([
    {
      text: 'The invention was made by an agency of the United States Government or under a contract with an agency of the United States Government.',
      weight: 'regular',
    },
  ]);
  form.checkbox('No.', false);
  form.checkbox(
    'Yes, the invention was made by an agency of the U.S. Government. The U.S. Government agency name is: ______________________',
    false,
  );
  form.checkbox(
    'Yes, the invention was made under a contract with an agency of the U.S. Government. The name of the U.S. Government agency and Government contract number are: ______________________',
    false,
  );

  form.heading('SIGNATURE');
  form.field('Signature:');
  form.field('Date:', undefined, { ruleWidth: 150 });
  form.field('Typed or printed name:');
  form.field('Telephone:', undefined, { ruleWidth: 200 });
  form.field('Registration number (if appropriate):', undefined, { ruleWidth: 150 });
  form.field('Docket number (if applicable):', undefined, { ruleWidth: 150 });

  form.gap();
  form.text(
    [
      {
        text: 'File this cover sheet with the specification in Patent Center. It identifies the filing as a provisional application (37 CFR 1.53(c)(1)); without it the papers are treated as a nonprovisional application. The official form PTO/SB/16 or an Application Data Sheet may be used instead.',
        weight: 'regular',
      },
    ],
    { size: 10 },
  );
  return finishPdf(doc);
}
