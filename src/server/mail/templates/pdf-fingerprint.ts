import { type MailContext, type RenderedMail, renderMail } from './layout';

export type PdfFingerprintMailInput = {
  version: number;
  filename: string;
  sha256: string;
  generatedAt: Date;
  applicationUrl: string;
};

/**
 * The receipt for a generated application PDF: its version, time and SHA-256, so the inventor holds
 * proof outside our service of exactly which file they were given (and can later show what was filed).
 */
export function pdfFingerprintMail(context: MailContext, input: PdfFingerprintMailInput): RenderedMail {
  const when = input.generatedAt.toUTCString();
  return renderMail(context, `Receipt for your application PDF, version ${input.version}`, [
    {
      paragraph: `Version ${input.version} of your provisional application PDF (${input.filename}) was generated on ${when}.`,
    },
    { paragraph: 'Its SHA-256 fingerprint, which changes if even one byte of the file changes:' },
    { quote: input.sha256 },
    {
      paragraph:
        'Keep this e-mail with your filing receipt. To check that a file is exactly this version, upload it on ' +
        'your completion page, or compute its SHA-256 yourself (for example "shasum -a 256 file.pdf").',
    },
    { button: { label: 'Open your application', href: input.applicationUrl } },
  ]);
}
