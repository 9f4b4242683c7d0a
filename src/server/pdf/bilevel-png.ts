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

/**
 * Encodes one-channel pixels (0 = black, anything else = white) as a 1-bit greyscale PNG. pdfkit
 * embeds such a PNG's compressed data as is, so the drawing stays bi-tonal line art in the PDF.
 */
export function encodeBilevelPng(pixels: Buffer, width: number, height: number): Buffer {
  const rowBytes = Math.ceil(width / 8);
  const raw = Buffer.alloc((rowBytes + 1) * height);
  const fullBytes = width >> 3;
  for (let y = 0; y < height; y++) {
    // Filter byte 0 (none) starts each row; white pixels are 1 bits, black stay 0.
    let out = y * (rowBytes + 1) + 1;
    let i = y * width;
    for (let b = 0; b < fullBytes; b++, i += 8) {
      raw[out++] =
        (pixels[i] ? 128 : 0) |
        (pixels[i + 1] ? 64 : 0) |
        (pixels[i + 2] ? 32 : 0) |
        (pixels[i + 3] ? 16 : 0) |
        (pixels[i + 4] ? 8 : 0) |
        (pixels[i + 5] ? 4 : 0) |
        (pixels[i + 6] ? 2 : 0) |
        (pixels[i + 7] ? 1 : 0);
    }
    for (let bit = 0; i < (y + 1) * width; i++, bit++) {
      if (pixels[i]) raw[out]! |= 0x80 >> bit;
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
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
