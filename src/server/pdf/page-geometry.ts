/**
 * Page geometry of the provisional application (design §9, uspto.md §2–3), in PDF points.
 * Every margin is a little wider than the rule's minimum, so rounding in a viewer or printer
 * never pushes ink into the margin.
 */
export const POINTS_PER_INCH = 72;
export const POINTS_PER_CM = POINTS_PER_INCH / 2.54;
export const cm = (value: number) => value * POINTS_PER_CM;

/** US Letter, 8.5 x 11 in (37 CFR 1.52(a)(1)(ii)). */
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;

export type Box = { left: number; top: number; right: number; bottom: number };

/** Drawing sheets: at least 2.5 cm top, 2.5 cm left, 1.5 cm right, 1.0 cm bottom (37 CFR 1.84(g)). */
export const DRAWING_MARGINS_MIN: Box = { top: cm(2.5), left: cm(2.5), right: cm(1.5), bottom: cm(1.0) };

/** The area body text may use: one inch all round, a little more on the left. */
export const TEXT_AREA: Box = {
  left: cm(2.8),
  top: POINTS_PER_INCH,
  right: PAGE_WIDTH - POINTS_PER_INCH,
  // Leaves room for the page number below the text, itself inside the bottom margin rule.
  bottom: PAGE_HEIGHT - cm(3.2),
};
/** Top of the page number line, centred below the text (37 CFR 1.52(b)(5)). */
export const PAGE_NUMBER_TOP = PAGE_HEIGHT - cm(2.8);

/** The sight of a drawing sheet: the drawing margins plus 2 mm. */
export const DRAWING_SIGHT: Box = {
  left: DRAWING_MARGINS_MIN.left + cm(0.2),
  top: DRAWING_MARGINS_MIN.top + cm(0.2),
  right: PAGE_WIDTH - DRAWING_MARGINS_MIN.right - cm(0.2),
  bottom: PAGE_HEIGHT - DRAWING_MARGINS_MIN.bottom - cm(0.2),
};

/** 12 pt body text (37 CFR 1.52(b)(2)(ii)). */
export const FONT_SIZE = 12;
/** 1.5 line spacing (37 CFR 1.52(b)(2)(i)): one and a half times the font's single-spaced line. */
export const SINGLE_LINE_FACTOR = 1.15;
export const LINE_HEIGHT = FONT_SIZE * SINGLE_LINE_FACTOR * 1.5;
/** Raster drawings are placed at this effective resolution or finer (Patent Center PDF guidelines). */
export const DRAWING_DPI = 300;
