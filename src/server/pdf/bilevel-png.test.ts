import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeBilevelPng } from './bilevel-png';

/** Decodes a PNG back to one grey byte per pixel (0 or 255), with its header facts. */
async function decode(png: Buffer) {
  const meta = await sharp(png).metadata();
  const { data, info } = await sharp(png).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { pixels: [...data], width: info.width, height: info.height, bitDepth: meta.bitsPerSample };
}

describe('encodeBilevelPng', () => {
  it('writes a 1-bit PNG: dark pixels ink, light and transparent ones paper', async () => {
    // RGBA, 2×2: black, white, mid grey below the threshold, black but fully transparent.
    const data = Uint8Array.from([0, 0, 0, 255, 255, 255, 255, 255, 120, 120, 120, 255, 0, 0, 0, 0]);
    const png = encodeBilevelPng({ data, width: 2, height: 2, channels: 4 }, 2, 2, 170);
    expect(await decode(png)).toEqual({ pixels: [0, 255, 0, 255], width: 2, height: 2, bitDepth: 1 });
  });

  it('blends half-transparent ink with the white paper before thresholding', async () => {
    const data = Uint8Array.from([0, 0, 0, 128, 0, 0, 0, 40]); // ~50 % and ~16 % opaque black
    const png = encodeBilevelPng({ data, width: 2, height: 1, channels: 4 }, 2, 1, 170);
    expect((await decode(png)).pixels).toEqual([0, 255]);
  });

  it('reads greyscale input and enlarges by repeating pixels, across byte boundaries', async () => {
    // Grey, 3×1: ink, paper, ink → 11×2.
    const data = Uint8Array.from([0, 255, 0]);
    const png = encodeBilevelPng({ data, width: 3, height: 1, channels: 1 }, 11, 2, 170);
    const row = [0, 0, 0, 0, 255, 255, 255, 0, 0, 0, 0];
    expect(await decode(png)).toEqual({ pixels: [...row, ...row], width: 11, height: 2, bitDepth: 1 });
  });
});
