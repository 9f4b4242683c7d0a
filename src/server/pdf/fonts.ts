import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { woffToSfnt } from './woff-to-sfnt';

export type FontWeight = 'regular' | 'bold';

/** One font file, parsed once: registered with each PDF under `key`, measured here with a width cache. */
export type FontFace = {
  key: string;
  font: fontkit.Font;
  widths: Map<string, number>;
};

export type TextRun = { face: FontFace; text: string };

const require = createRequire(import.meta.url);
const tinos = (subset: string, weight: 400 | 700) =>
  require.resolve(`@fontsource/tinos/files/tinos-${subset}-${weight}-normal.woff`);

/**
 * Tinos (metric twin of Times New Roman) first, by subset, then DejaVu Serif for what Tinos lacks
 * (≤, ≥, ≈, arrows, √…). WOFF, not WOFF2: WOFF2 crashes pdfkit's subsetter (stack notes).
 */
const FONT_FILES: Record<FontWeight, string[]> = {
  regular: [
    tinos('latin', 400),
    tinos('latin-ext', 400),
    tinos('greek', 400),
    tinos('cyrillic', 400),
    require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif.ttf'),
  ],
  bold: [
    tinos('latin', 700),
    tinos('latin-ext', 700),
    tinos('greek', 700),
    tinos('cyrillic', 700),
    require.resolve('dejavu-fonts-ttf/ttf/DejaVuSerif-Bold.ttf'),
  ],
};

/** Drawn instead of a character no font has, so a reader sees a mark rather than an empty box. */
const REPLACEMENT = '?';
/** Bounds the width cache of each face; words repeat, so a few thousand entries cover a document. */
const WIDTH_CACHE_LIMIT = 20_000;

type FaceChain = { faces: FontFace[]; faceByCodePoint: Map<number, number> };
let chains: Record<FontWeight, FaceChain> | undefined;

function loadChain(weight: FontWeight): FaceChain {
  const faces = FONT_FILES[weight].map((file, index) => {
    const font = fontkit.create(woffToSfnt(readFileSync(file)));
    return { key: `${weight}-${index}`, font, widths: new Map() };
  });
  return { faces, faceByCodePoint: new Map() };
}

/** Font files are read and parsed once per process. */
function fontChains(): Record<FontWeight, FaceChain> {
  chains ??= { regular: loadChain('regular'), bold: loadChain('bold') };
  return chains;
}

/** Every face of both weights, to register with a new PDF document. */
export function allFaces(): FontFace[] {
  const { regular, bold } = fontChains();
  return [...regular.faces, ...bold.faces];
}

function faceIndexFor(chain: FaceChain, codePoint: number): number {
  let index = chain.faceByCodePoint.get(codePoint);
  if (index === undefined) {
    index = chain.faces.findIndex((face) => face.font.hasGlyphForCodePoint(codePoint));
    chain.faceByCodePoint.set(codePoint, index);
  }
  return index;
}

/** Splits text into runs, each set in the first face of the chain that has all its glyphs. */
export function splitRuns(text: string, weight: FontWeight): TextRun[] {
  const chain = fontChains()[weight];
  const runs: TextRun[] = [];
  let current: { index: number; text: string } | undefined;
  for (const char of text) {
    let index = faceIndexFor(chain, char.codePointAt(0)!);
    let shown = char;
    if (index < 0) {
      index = 0;
      shown = REPLACEMENT;
    }
    // Spaces exist in every face: keep them in the current run rather than starting a new one.
    if (current && (index === current.index || char === ' ')) {
      current.text += shown;
    } else {
      if (current) runs.push({ face: chain.faces[current.index]!, text: current.text });
      current = { index, text: shown };
    }
  }
  if (current) runs.push({ face: chain.faces[current.index]!, text: current.text });
  return runs;
}

/** Advance width of a text in one face, in points at `size`. */
export function widthOf(face: FontFace, text: string, size: number): number {
  let units = face.widths.get(text);
  if (units === undefined) {
    units = face.font.layout(text).advanceWidth / face.font.unitsPerEm;
    if (face.widths.size >= WIDTH_CACHE_LIMIT) face.widths.clear();
    face.widths.set(text, units);
  }
  return units * size;
}

/** Width of a text set with the font chain of a weight. */
export function measure(text: string, weight: FontWeight, size: number): number {
  let width = 0;
  for (const run of splitRuns(text, weight)) width += widthOf(run.face, run.text, size);
  return width;
}
