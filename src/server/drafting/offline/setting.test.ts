import { describe, expect, it } from 'vitest';
import { asSettingSentence } from './setting';

describe('the inventor’s setting, said in general', () => {
  it('says what the inventor lives with of people, and where a thing is of such things', () => {
    expect(asSettingSentence('The user lives in an apartment with a small balcony.')).toBe(
      'Many people live in an apartment with a small balcony.',
    );
    expect(asSettingSentence('The mailbox is at the end of a long driveway.')).toBe(
      'A mailbox is often at the end of a long driveway.',
    );
    expect(asSettingSentence('The hives are behind the barn.')).toBe('Hives are often behind the barn.');
  });

  it('leaves what the user does, and what a thing is, as told', () => {
    expect(asSettingSentence('The user presses the button.')).toBe('The user presses the button.');
    expect(asSettingSentence('The mailbox is metal.')).toBe('The mailbox is metal.');
  });

  it('says what went wrong for the inventor as what can go wrong', () => {
    expect(
      asSettingSentence(
        'The water heater leaked for a week before the inventor noticed and it wrecked the basement floor.',
      ),
    ).toBe('A water heater may leak for a week before anyone notices and may wreck the basement floor.');
    expect(asSettingSentence('The lid is called PourPal.')).toBe('The lid is called PourPal.');
  });
});
