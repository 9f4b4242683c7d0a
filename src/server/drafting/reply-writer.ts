/**
 * Builds the assistant's reply while part of it may already have been streamed: whatever is sent
 * through `onText` is always a prefix of the final reply, so the deltas add up to the stored message.
 */
export class ReplyWriter {
  private streamed = '';
  private readonly onText: ((delta: string) => void) | undefined;

  constructor(onText: ((delta: string) => void) | undefined) {
    this.onText = onText;
  }

  /** For the drafter: forwards text as it arrives. */
  readonly forward = (delta: string) => {
    if (!this.onText || delta === '') return;
    this.streamed += delta;
    this.onText(delta);
  };

  /** The final reply; sends what was not streamed yet in a few chunks. */
  finish(comment: string, rest: string): string {
    const lead = this.streamed && !comment.startsWith(this.streamed) ? this.streamed : comment;
    const reply = rest ? `${lead}\n\n${rest}` : lead;
    if (this.onText) {
      const remaining = reply.slice(this.streamed.length);
      for (const chunk of chunksOf(remaining, 4)) this.onText(chunk);
      this.streamed = reply;
    }
    return reply;
  }
}

/** Splits text at word boundaries into about `count` pieces that join back to it exactly. */
export function chunksOf(text: string, count: number): string[] {
  if (text === '') return [];
  const size = Math.ceil(text.length / count);
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    const space = text.indexOf(' ', end);
    end = space === -1 || end === text.length ? text.length : space + 1;
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}
