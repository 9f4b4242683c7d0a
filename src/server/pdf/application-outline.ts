import { type PatentData, sectionEntry } from '../../contract';
import { abstractOf, claimsOf, paragraphsOf } from './section-text';

/** Headings of 37 CFR 1.77(b) in its order, worded as MPEP form paragraph 6.01 suggests (section registry). */
export const HEADINGS = {
  title: sectionEntry('title').pdfHeading,
  crossReference: 'CROSS-REFERENCE TO RELATED APPLICATIONS',
  background: sectionEntry('background').pdfHeading,
  summary: sectionEntry('summary').pdfHeading,
  drawings: sectionEntry('drawingsDescription').pdfHeading,
  details: sectionEntry('details').pdfHeading,
  claims: sectionEntry('claims').pdfHeading,
  abstract: sectionEntry('abstract').pdfHeading,
} as const;

/** MPEP ¶6.01: a section without content says so under its heading. */
export const NOT_APPLICABLE = 'Not Applicable';
export const CLAIMS_PREAMBLE = 'What is claimed is:';

export type OutlineBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; numbered: boolean; align?: 'center'; sublineIndent?: number }
  | { kind: 'newPage' };

const HALF_INCH = 36;

function section(heading: string, paragraphs: string[], numbered = true): OutlineBlock[] {
  const body = paragraphs.length > 0 ? paragraphs : [NOT_APPLICABLE];
  return [
    { kind: 'heading', text: heading },
    ...body.map(
      (text): OutlineBlock => ({
        kind: 'paragraph',
        text,
        numbered: numbered && text !== NOT_APPLICABLE,
        sublineIndent: HALF_INCH,
      }),
    ),
  ];
}

/** What the brief description of the drawing says: the inventor's words, else a plain sentence. */
function drawingDescription(data: PatentData, viewCount: number): string[] {
  const given = paragraphsOf(data.drawingsDescription);
  if (given.length > 0) return given;
  const caption = paragraphsOf(data.sketch);
  if (caption.length > 0) return caption;
  return [
    viewCount === 1
      ? 'The accompanying drawing illustrates an embodiment of the invention.'
      : 'The accompanying drawings illustrate embodiments of the invention.',
  ];
}

/**
 * The specification as a sequence of blocks, in the order of 37 CFR 1.77(b). The review section is
 * the inventor's readiness check and is never printed. Claims and the abstract each start a page
 * (37 CFR 1.52(b)(3), (4)); the abstract page holds nothing else.
 */
export function applicationOutline(data: PatentData, viewCount: number): OutlineBlock[] {
  const blocks: OutlineBlock[] = [];
  const title = data.title?.trim();
  if (title)
    blocks.push(
      { kind: 'heading', text: HEADINGS.title },
      { kind: 'paragraph', text: title, numbered: false, align: 'center' },
    );
  blocks.push(...section(HEADINGS.crossReference, []));
  blocks.push(...section(HEADINGS.background, paragraphsOf(data.background)));
  blocks.push(...section(HEADINGS.summary, paragraphsOf(data.summary)));
  if (viewCount > 0) blocks.push(...section(HEADINGS.drawings, drawingDescription(data, viewCount)));
  blocks.push(
    ...section(HEADINGS.details, [
      ...paragraphsOf(data.details),
      ...paragraphsOf(data.variations),
      ...paragraphsOf(data.useCases),
    ]),
  );

  const claims = claimsOf(data.claims);
  if (claims.length > 0) {
    blocks.push({ kind: 'newPage' }, { kind: 'heading', text: HEADINGS.claims });
    blocks.push({ kind: 'paragraph', text: CLAIMS_PREAMBLE, numbered: false });
    for (const claim of claims)
      blocks.push({ kind: 'paragraph', text: claim, numbered: false, sublineIndent: HALF_INCH });
  }

  const abstract = abstractOf(data.abstract);
  if (abstract) {
    blocks.push({ kind: 'newPage' }, { kind: 'heading', text: HEADINGS.abstract });
    blocks.push({ kind: 'paragraph', text: abstract, numbered: false });
  }
  return blocks;
}
