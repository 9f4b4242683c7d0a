import { describe, expect, it } from 'vitest';
import { cutAtCharacter } from './cut-text';

describe('cutting text at a character boundary (issue 14)', () => {
  it('keeps short text and cuts plain text at the limit', () => {
    expect(cutAtCharacter('kettle', 100)).toBe('kettle');
    expect(cutAtCharacter('a'.repeat(150), 100)).toBe('a'.repeat(100));
  });

  it('never leaves half of a surrogate pair, nor a letter without its accent', () => {
    const emoji = `${'a'.repeat(99)}😀 and more`;
    const cut = cutAtCharacter(emoji, 100);
    expect(cut).toBe('a'.repeat(99));
    expect(cut.isWellFormed()).toBe(true);
    expect(cutAtCharacter(`${'a'.repeat(98)}😀b`, 100)).toBe(`${'a'.repeat(98)}😀`);
    expect(cutAtCharacter(`${'a'.repeat(99)}e\u0301`, 100)).toBe('a'.repeat(99));
    // A family emoji is one character of 11 code units: all of it or none.
    expect(cutAtCharacter(`${'a'.repeat(95)}👨‍👩‍👧‍👦`, 100)).toBe('a'.repeat(95));
  });

  it('is never longer than the limit, whatever the text', () => {
    for (const text of ['😀'.repeat(80), 'e\u0301'.repeat(80), `x${'\u0301'.repeat(300)}`]) {
      const cut = cutAtCharacter(text, 100);
      expect(cut.length).toBeLessThanOrEqual(100);
      expect(cut.isWellFormed()).toBe(true);
      expect(text.startsWith(cut)).toBe(true);
    }
  });
});
