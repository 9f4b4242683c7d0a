import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../../../../contract/constants';

export const UNSUPPORTED_FORMAT_ALERT =
  'Please select a supported image format: PNG, JPEG, JPG, GIF, or WebP';
export const TOO_LARGE_ALERT = 'Image size must be less than 5MB';
export const READ_FAILED_ALERT = 'Failed to upload image. Please try again.';

/** Spec §5: PNG, JPEG, JPG, GIF or WebP, under 5MB. Returns the alert text, or null when fine. */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return UNSUPPORTED_FORMAT_ALERT;
  if (file.size >= IMAGE_MAX_BYTES) return TOO_LARGE_ALERT;
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
