import { AlignmentType, Document, Footer, ImageRun, Packer, PageNumber, Paragraph, TextRun } from 'docx';
import type { PatentData } from '../../contract';
import { applicationOutline, type OutlineBlock } from '../pdf/application-outline';
import { prepareLineArt } from '../pdf/drawing-sheets';
import { paragraphNumber } from '../pdf/specification-layout';

/** Word measures in twentieths of a point; images at 96 pixels to the inch. */
const twips = (points: number) => Math.round(points * 20);
const CM = 72 / 2.54;
const PX_PER_PT = 96 / 72;
const FONT = 'Times New Roman';
const SIZE_HALF_POINTS = 24;
/** 1.5 line spacing: 240 is single in Word's "auto" rule (37 CFR 1.52(b)(2)(i)). */
const ONE_AND_A_HALF = 360;

/** A block's text lines: the first as the paragraph, list sub-lines after a line break. */
function textRuns(text: string): TextRun[] {
  return text.split('\n').map((line, index) => new TextRun({ text: line, break: index === 0 ? 0 : 1 }));
}

/**
 * The specification blocks as Word paragraphs, the same outline the PDF prints: UPPERCASE headings
 * centred and not bold, numbered paragraphs with a bold [0001], claims and the abstract each starting a
 * page (37 CFR 1.52(b)(3), (4)), since a newPage block sets "page break before" on the next heading.
 */
function specificationParagraphs(blocks: OutlineBlock[]): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let count = 0;
  let breakBefore = false;
  for (const block of blocks) {
    if (block.kind === 'newPage') {
      breakBefore = true;
      continue;
    }
    const pageBreakBefore = breakBefore;
    breakBefore = false;
    if (block.kind === 'heading') {
      paragraphs.push(
        new Paragraph({
          children: [new TextRun(block.text)],
          alignment: AlignmentType.CENTER,
          keepNext: true,
          pageBreakBefore,
          spacing: { before: twips(12), after: twips(6) },
        }),
      );
      continue;
    }
    const label = block.numbered ? paragraphNumber(++count) : undefined;
    paragraphs.push(
      new Paragraph({
        children: [
          ...(label ? [new TextRun({ text: `${label}  `, bold: true })] : []),
          ...textRuns(block.text),
        ],
        alignment: block.align === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT,
        pageBreakBefore,
        spacing: { after: twips(6) },
      }),
    );
  }
  return paragraphs;
}

/** One drawing sheet per sketch, as black-and-white line art, "FIG. n" below each when there are several. */
async function drawingParagraphs(sketches: Buffer[]): Promise<Paragraph[]> {
  const labelled = sketches.length > 1;
  const paragraphs: Paragraph[] = [];
  for (const [index, image] of sketches.entries()) {
    const view = await prepareLineArt(image, labelled);
    paragraphs.push(
      new Paragraph({
        pageBreakBefore: true,
        alignment: AlignmentType.CENTER,
        children: [
          new ImageRun({
            type: 'png',
            data: view.png,
            transformation: {
              width: Math.round(view.widthPt * PX_PER_PT),
              height: Math.round(view.heightPt * PX_PER_PT),
            },
            altText: { name: `Drawing ${index + 1}`, title: `Drawing ${index + 1}`, description: 'Sketch' },
          }),
        ],
      }),
    );
    if (labelled)
      paragraphs.push(
        new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun(`FIG. ${index + 1}`)] }),
      );
  }
  return paragraphs;
}

/**
 * The provisional application as an editable Word document for an attorney or agent: the same
 * sections, headings and paragraph numbers as the PDF, on US Letter with the PDF's margins, page
 * numbers centred below the text, then the drawings.
 */
export async function renderApplicationDocx(input: {
  patentData: PatentData;
  sketches: Buffer[];
}): Promise<Buffer> {
  const blocks = applicationOutline(input.patentData, input.sketches.length);
  const document = new Document({
    creator: 'InventDraft',
    title: input.patentData.title?.trim() || 'Provisional patent application',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: SIZE_HALF_POINTS },
          paragraph: { spacing: { line: ONE_AND_A_HALF } },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: twips(612), height: twips(792) },
            margin: {
              top: twips(2.5 * CM),
              left: twips(2.8 * CM),
              right: twips(2.5 * CM),
              bottom: twips(3.2 * CM),
            },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: [PageNumber.CURRENT] })],
              }),
            ],
          }),
        },
        children: [...specificationParagraphs(blocks), ...(await drawingParagraphs(input.sketches))],
      },
    ],
  });
  return Packer.toBuffer(document);
}
