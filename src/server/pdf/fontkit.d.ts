// fontkit ships no types; pdfkit uses it internally and so do we, for glyph coverage and widths.
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): { advanceWidth: number };
  }
  export function create(buffer: Buffer): Font;
}
