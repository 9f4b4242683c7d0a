import type { OutlineBlock } from './application-outline';
import { measure, splitRuns, widthOf } from './fonts';
import { FONT_SIZE, LINE_HEIGHT, TEXT_AREA } from './page-geometry';
import { type PlacedRun, wrapParagraph } from './text-layout';

export type PlacedLine = { baseline: number; runs: PlacedRun[] };
export type SpecificationPage = { lines: PlacedLine[] };

/** Glyphs reach about this far below the baseline; the text area must hold them too. */
const DESCENT = FONT_SIZE * 0.25;
const FIRST_BASELINE = TEXT_AREA.top + FONT_SIZE;
const PARAGRAPH_GAP = LINE_HEIGHT * 0.4;
const HEADING_GAP_BEFORE = LINE_HEIGHT * 0.6;
/** 37 CFR 1.52(b)(6): "a gap of about 4 spaces" after the paragraph number. */
const NUMBER_GAP = 4;

/** 37 CFR 1.52(b)(6): four digits at least, in square brackets, e.g. [0001]. */
export function paragraphNumber(n: number): string {
  return `[${String(n).padStart(4, '0')}]`;
}

function numberRuns(label: string, x: number): PlacedRun[] {
  let left = x;
  return splitRuns(label, 'bold').map((run) => {
    const placed = { face: run.face, text: run.text, x: left, size: FONT_SIZE };
    left += widthOf(run.face, run.text, FONT_SIZE);
    return placed;
  });
}

/**
 * Lays the specification out on pages: every line's baseline and runs, nothing beyond the text area.
 * Paragraph numbers run through the whole specification; headings, claims and the abstract have none.
 */
export function layoutSpecification(blocks: OutlineBlock[]): SpecificationPage[] {
  const pages: SpecificationPage[] = [];
  const width = TEXT_AREA.right - TEXT_AREA.left;
  let page: SpecificationPage = { lines: [] };
  let baseline = FIRST_BASELINE;
  let paragraphCount = 0;

  const newPage = () => {
    page = { lines: [] };
    pages.push(page);
    baseline = FIRST_BASELINE;
  };
  const fits = (lineCount: number, extra = 0) =>
    baseline + extra + (lineCount - 1) * LINE_HEIGHT + DESCENT <= TEXT_AREA.bottom;
  newPage();

  blocks.forEach((block, index) => {
    if (block.kind === 'newPage') {
      if (page.lines.length > 0) newPage();
      return;
    }
    if (block.kind === 'heading') {
      const lines = wrapParagraph([{ text: block.text, weight: 'regular' }], {
        left: TEXT_AREA.left,
        width,
        size: FONT_SIZE,
        align: 'center',
      });
      const gap = page.lines.length > 0 ? HEADING_GAP_BEFORE : 0;
      // Keep a heading with at least two lines of what follows it.
      const following = blocks[index + 1]?.kind === 'paragraph' ? 2 : 0;
      if (!fits(lines.length + following, gap)) newPage();
      else baseline += gap;
      for (const line of lines) {
        page.lines.push({ baseline, runs: line.runs });
        baseline += LINE_HEIGHT;
      }
      return;
    }

    const label = block.numbered ? paragraphNumber(++paragraphCount) : undefined;
    const indent = label
      ? measure(label, 'bold', FONT_SIZE) + measure(' ', 'regular', FONT_SIZE) * NUMBER_GAP
      : 0;
    const lines = wrapParagraph([{ text: block.text, weight: 'regular' }], {
      left: TEXT_AREA.left,
      width,
      size: FONT_SIZE,
      align: block.align,
      firstLineIndent: indent,
      sublineIndent: block.sublineIndent,
    });
    // No lone first line at the foot of a page.
    if (!fits(Math.min(lines.length, 2))) newPage();
    lines.forEach((line, lineIndex) => {
      if (!fits(1)) newPage();
      const runs =
        lineIndex === 0 && label ? [...numberRuns(label, TEXT_AREA.left), ...line.runs] : line.runs;
      page.lines.push({ baseline, runs });
      baseline += LINE_HEIGHT;
    });
    baseline += PARAGRAPH_GAP;
  });
  return pages.filter((candidate) => candidate.lines.length > 0);
}
