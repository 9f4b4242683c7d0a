import { PRODUCT_NAME } from '../../../contract';

export type RenderedMail = { subject: string; text: string; html: string };

/** What every template needs to know about where it is sent from. */
export type MailContext = { publicUrl: string; supportEmail: string };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Header fields must stay on one line, whatever a visitor typed. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

type Block = { paragraph: string } | { button: { label: string; href: string } } | { quote: string };

/**
 * Plain text and HTML versions of the same mail, signed with the product name and support address.
 * Inline styles only, no images and no remote resources, so nothing tracks when a mail is opened.
 */
export function renderMail(context: MailContext, subject: string, blocks: Block[]): RenderedMail {
  const footer = `${PRODUCT_NAME} · ${context.publicUrl} · Questions? Write to ${context.supportEmail}`;
  const text = [
    ...blocks.map((block) => {
      if ('paragraph' in block) return block.paragraph;
      if ('button' in block) return `${block.button.label}:\n${block.button.href}`;
      return block.quote;
    }),
    `— ${footer}`,
  ].join('\n\n');

  const htmlBlocks = blocks.map((block) => {
    if ('paragraph' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`;
    if ('button' in block) {
      const href = escapeHtml(block.button.href);
      return (
        `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;background:#1d4ed8;color:#ffffff;` +
        `padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.button.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#374151">Or paste this link into your browser:<br>${href}</p>`
      );
    }
    return `<pre style="margin:0 0 16px;white-space:pre-wrap;font-family:inherit;border-left:3px solid #d1d5db;padding-left:12px">${escapeHtml(block.quote)}</pre>`;
  });
  const html = [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111827;background:#ffffff">',
    `<p style="margin:0 0 20px;font-size:18px;font-weight:700">${escapeHtml(PRODUCT_NAME)}</p>`,
    ...htmlBlocks,
    `<p style="margin:24px 0 0;font-size:12px;color:#4b5563">${PRODUCT_NAME} · ${escapeHtml(context.publicUrl)} · Questions? Write to ` +
      `<a href="mailto:${escapeHtml(context.supportEmail)}" style="color:#1d4ed8">${escapeHtml(context.supportEmail)}</a></p>`,
    '</body></html>',
  ].join('');
  return { subject: oneLine(subject), text, html };
}
