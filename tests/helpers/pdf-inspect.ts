import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** Reads a PDF with poppler's command-line tools (Debian's poppler-utils), as the office's checks would. */
export function inspectPdf(bytes: Buffer, dir: string, name = 'inspect.pdf') {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  const run = (tool: string, args: string[]) =>
    // pdftotext writes to a file unless told '-' (standard output).
    execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  const info = run('pdfinfo', []);
  const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
  return {
    file,
    info,
    pages,
    version: /PDF version:\s+([\d.]+)/.exec(info)?.[1],
    fonts: run('pdffonts', []),
    images: run('pdfimages', ['-list']),
    pageSizes: run('pdfinfo', ['-f', '1', '-l', String(pages)]),
    pageText: (page: number) =>
      run('pdftotext', ['-f', String(page), '-l', String(page), '-layout']).replace(/-\n/g, '-'),
    allText: () => run('pdftotext', []),
    /** Each run of text poppler sees in one font, and whether that font is bold. */
    styledRuns: () =>
      [...run('pdftohtml', ['-xml', '-i', '-stdout']).matchAll(/<text [^>]*>(.*)<\/text>/g)].map((match) => ({
        bold: match[1]!.startsWith('<b>'),
        text: match[1]!.replace(/<[^>]+>/g, ''),
      })),
    /** Every word with its box in points, from the top-left corner. */
    words: () => {
      const html = run('pdftotext', ['-bbox']);
      const words: Array<{
        page: number;
        text: string;
        xMin: number;
        yMin: number;
        xMax: number;
        yMax: number;
      }> = [];
      let page = 0;
      for (const line of html.split('\n')) {
        if (line.includes('<page ')) page += 1;
        const match =
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/.exec(line);
        if (match) {
          words.push({
            page,
            xMin: Number(match[1]),
            yMin: Number(match[2]),
            xMax: Number(match[3]),
            yMax: Number(match[4]),
            text: match[5]!,
          });
        }
      }
      return words;
    },
  };
}

/** Collapses whitespace so text broken across lines still matches. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
