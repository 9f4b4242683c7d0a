import type { PdfVersionsResponse } from '../../contract';
import type { StoredPdfVersion } from '../pdf/list-pdf-versions';

export function presentPdfVersions(versions: StoredPdfVersion[]): PdfVersionsResponse {
  return {
    versions: versions.map((v) => ({
      version: v.version,
      filename: v.filename,
      sha256: v.sha256,
      createdAt: v.createdAt.toISOString(),
    })),
  };
}
