import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '../../contract';
import { AppError } from '../errors';

/** Spec §5's wording, shown to the user as is. */
export const UNSUPPORTED_IMAGE_MESSAGE =
  'Please select a supported image format: PNG, JPEG, JPG, GIF, or WebP';
export const IMAGE_TOO_LARGE_MESSAGE = 'Image size must be less than 5MB';

/** Formats recognised from the file's bytes (sharp's names), whatever the data URL claims. */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'gif', 'webp']);
/** A sketch needs no more; larger pixel counts are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

export type CheckedSketch = { png: Buffer; width: number; height: number };

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]*)$/;

/**
 * Design §7: an image is judged by its bytes, must be under 5 MB decoded, and is re-encoded as PNG
 * without any metadata (no GPS position, camera or author in a sketch).
 */
export async function checkSketchImage(dataUrl: string): Promise<CheckedSketch> {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new AppError('bad_request', UNSUPPORTED_IMAGE_MESSAGE);
  const bytes = Buffer.from(match[2]!.replace(/\s+/g, ''), 'base64');
  if (bytes.length >= IMAGE_MAX_BYTES) throw new AppError('bad_request', IMAGE_TOO_LARGE_MESSAGE);
  if (bytes.length === 0) throw new AppError('bad_request', UNSUPPORTED_IMAGE_MESSAGE);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
      throw new AppError('bad_request', UNSUPPORTED_IMAGE_MESSAGE);
    }
    // Decoding every pixel proves the file is a real image and not only a valid header; rotate()
    // applies the EXIF orientation before the metadata is dropped.
    const { data, info } = await image.rotate().png().toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', UNSUPPORTED_IMAGE_MESSAGE, { cause: error });
  }
}
