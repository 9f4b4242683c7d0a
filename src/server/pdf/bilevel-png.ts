import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Decoded pixels as sharp's `raw()` gives them: 1 (grey), 2 (grey, alpha), 3 (RGB) or 4 (RGBA) channels. */
export type RawImage = { data: Uint8Array; width: number; height: number; channels: number };

/**
 * For each pixel, 1 for paper and 0 for ink: the pixel laid on white paper (its alpha blended with
 * white) is paper when its luma (Rec. 601, the weights in 1/256) reaches `threshold` of 255.
 */
function paperMask(image: RawImage, threshold: number): Uint8Array {
  const { data, channels } = image;
  const colour = channels >= 3;
  const alphaAt = channels === 2 || channels === 4 ? channels - 1 : -1;
  const mask = new Uint8Array(image.width * image.height);
  const limit = threshold * 255 * 256;
  for (let p = 0, i = 0; p < mask.length; p++, i += channels) {
    const luma = colour ? data[i]! * 77 + data[i + 1]! * 150 + data[i + 2]! * 29 : data[i]! * 256;
    const alpha = alphaAt < 0 ? 255 : data[i + alphaAt]!;
    // luma blended with white: (luma·alpha + 255·256·(255 − alpha)) / 255, compared without dividing.
    mask[p] = luma * alpha + 65_280 * (255 - alpha) >= limit ? 1 : 0;
  }
  return mask;
}

/**
 * Encodes an image as a 1-bit greyscale PNG of `width`×`height` (nearest-neighbour scaling, which
 * keeps line art crisp when it is enlarged), with pixels at or above `threshold` white. pdfkit embeds
 * such a PNG's compressed data as is, so the drawing stays bi-tonal line art in the PDF.
 */
export function encodeBilevelPng(image: RawImage, width: number, height: number, threshold: number): Buffer {
  const paper = paperMask(image, threshold);
  const sourceColumn = new Uint32Array(width);
  for (let x = 0; x < width; x++) {
    sourceColumn[x] = Math.min(image.width - 1, Math.floor(((x + 0.5) * image.width) / width));
  }
  const rowBytes = Math.ceil(width / 8) + 1; // filter byte 0 (none), then the row's bits
  const scanlines = Buffer.alloc(rowBytes * height);
  let previousSourceRow = -1;
  for (let y = 0; y < height; y++) {
    const sourceRow = Math.min(image.height - 1, Math.floor(((y + 0.5) * image.height) / height));
    const start = y * rowBytes;
    if (sourceRow === previousSourceRow) {
      scanlines.copy(scanlines, start, start - rowBytes, start);
      continue;
    }
    previousSourceRow = sourceRow;
    const offset = sourceRow * image.width;
    for (let x = 0; x < width; x++) {
      if (paper[offset + sourceColumn[x]!]) scanlines[start + 1 + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // colour type: greyscale
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
