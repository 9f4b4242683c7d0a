import { type FontFace, type FontWeight, measure, splitRuns, widthOf } from './fonts';

/** A piece of text in one weight; `\n` inside it starts a new sub-line (a list item, a claim element). */
export type Segment = { text: string; weight: FontWeight };
/** Text set in one face at an absolute x. */
export type PlacedRun = { face: FontFace; text: string; x: number; size: number };
export type WrappedLine = { runs: PlacedRun[]; width: number };

export type WrapOptions = {
  left: number;
  width: number;
  size: number;
  align?: 'left' | 'center';
  /** Extra indent of the paragraph's very first line (room for a paragraph number). */
  firstLineIndent?: number;
  /** Indent of every sub-line after the first, and of the lines it wraps onto. */
  sublineIndent?: number;
};

type Word = { text: string; weight: FontWeight; width: number };

/** Splits segments into sub-lines of words; sub-lines come from explicit line breaks. */
function sublinesOf(segments: Segment[], size: number): Word[][] {
  const sublines: Word[][] = [[]];
  for (const segment of segments) {
    segment.text.split('\n').forEach((part, index) => {
      if (index > 0) sublines.push([]);
      for (const text of part.split(/\s+/)) {
        if (text)
          sublines.at(-1)!.push({ text, weight: segment.weight, width: measure(text, segment.weight, size) });
      }
    });
  }
  return sublines.filter((words) => words.length > 0);
}

/** Cuts a word wider than a whole line (a long URL or part number) into pieces that fit. */
function splitLongWord(word: Word, available: number, size: number): Word[] {
  const pieces: Word[] = [];
  let text = '';
  for (const char of word.text) {
    if (text && measure(text + char, word.weight, size) > available) {
      pieces.push({ text, weight: word.weight, width: measure(text, word.weight, size) });
      text = '';
    }
    text += char;
  }
  pieces.push({ text, weight: word.weight, width: measure(text, word.weight, size) });
  return pieces;
}

/** Sets one line of words: runs per face, spaces in the weight of the word before them. */
function placeLine(words: Word[], left: number, size: number): WrappedLine {
  const runs: PlacedRun[] = [];
  let x = left;
  words.forEach((word, index) => {
    const text = index < words.length - 1 ? `${word.text} ` : word.text;
    for (const run of splitRuns(text, word.weight)) {
      const last = runs.at(-1);
      if (last && last.face === run.face) last.text += run.text;
      else runs.push({ face: run.face, text: run.text, x, size });
      x += widthOf(run.face, run.text, size);
    }
  });
  return { runs, width: x - left };
}

/**
 * Greedy line breaking of one paragraph into lines no wider than `width`. Lines are left-aligned
 * (or centred); nothing is ever placed beyond `left + width`.
 */
export function wrapParagraph(segments: Segment[], options: WrapOptions): WrappedLine[] {
  const { size, left, width } = options;
  const lines: WrappedLine[] = [];
  sublinesOf(segments, size).forEach((words, sublineIndex) => {
    const indent = sublineIndex === 0 ? 0 : (options.sublineIndent ?? 0);
    let current: Word[] = [];
    let currentWidth = 0;
    const available = () => width - indent - (lines.length === 0 ? (options.firstLineIndent ?? 0) : 0);
    const flush = () => {
      const lineLeft = left + width - available();
      const line = placeLine(current, lineLeft, size);
      if (options.align === 'center') {
        const shift = (available() - line.width) / 2;
        for (const run of line.runs) run.x += shift;
      }
      lines.push(line);
      current = [];
      currentWidth = 0;
    };
    const spaceWidth = measure(' ', 'regular', size);
    for (const word of words) {
      const gap = current.length > 0 ? spaceWidth : 0;
      if (current.length > 0 && currentWidth + gap + word.width > available()) flush();
      const pieces = word.width > available() ? splitLongWord(word, available(), size) : [word];
      pieces.forEach((piece, index) => {
        if (index > 0) flush();
        currentWidth += (current.length > 0 ? spaceWidth : 0) + piece.width;
        current.push(piece);
      });
    }
    if (current.length > 0) flush();
  });
  return lines;
}
