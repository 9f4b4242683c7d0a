import { describe, expect, it } from 'vitest';
import { emailError } from './validate-email';

describe('the start modal e-mail rule (spec §5)', () => {
  it('asks for an address when blank after trimming', () => {
    expect(emailError('')).toBe('Email is required');
    expect(emailError('   \t')).toBe('Email is required');
  });

  it('refuses text that is not an address', () => {
    for (const bad of [
      'inventor',
      'inventor@example',
      '@example.com',
      'in ventor@example.com',
      'a@b c.com',
    ]) {
      expect(emailError(bad), bad).toBe('Please enter a valid email address');
    }
  });

  it('accepts an address, ignoring surrounding spaces', () => {
    expect(emailError('inventor@example.com')).toBeNull();
    expect(emailError('  Inventor.Name+tag@sub.example.co ')).toBeNull();
  });
});
