import { describe, expect, it } from 'vitest';
import { inFormalWords } from './casual';

describe('chat’s words in a specification’s words', () => {
  it('keeps the fact and formalises the words', () => {
    expect(inFormalWords('A little spring under the knob makes sure the pin drops.')).toBe(
      'A small spring under the knob ensures that the pin drops.',
    );
    expect(inFormalWords('A lot of customers want it, and people throw away a lot of food.')).toBe(
      'Many customers want it, and people throw away much food.',
    );
    expect(inFormalWords('Little kids pull the mask off early all the time.')).toBe(
      'Young children pull the mask off early frequently.',
    );
    expect(inFormalWords('It pulls the gate the last bit even if a kid leaves it open a crack.')).toBe(
      'It pulls the gate the remaining distance even if a child leaves it slightly open.',
    );
    expect(inFormalWords('Right now people use a group chat.')).toBe('Currently, people use a group chat.');
    expect(inFormalWords('It checks overtime limits, like no more than 60 hours a week.')).toBe(
      'It checks overtime limits, such as no more than 60 hours a week.',
    );
    expect(inFormalWords('It protects the user who forgets to unwind it, which everybody does.')).toBe(
      'It protects the user who forgets to unwind it.',
    );
    expect(inFormalWords('Then the board is cooled and the user pops the board out.')).toBe(
      'Then the board is cooled and the user removes the board.',
    );
  });

  it('says "a little" of a quality as some, "talks to" as communicates with, and "like under" as an example', () => {
    expect(inFormalWords('It gives a little natural sweetness, so a little goes a long way.')).toBe(
      'It gives some natural sweetness, so a small amount goes a long way.',
    );
    expect(inFormalWords('It talks to the valve over 433 MHz.')).toBe(
      'It communicates with the valve over 433 MHz.',
    );
    expect(inFormalWords('Powder gets everywhere.')).toBe('Powder spreads everywhere.');
    expect(inFormalWords('One valve may pair with several pucks, like under the washer.')).toBe(
      'One valve may pair with several pucks, for example under the washer.',
    );
  });

  it('says "stuff" as a specification does, keeping the verb in agreement', () => {
    expect(
      inFormalWords('It tracks when stuff in the pantry expires. The stuff at the store has preservatives.'),
    ).toBe('It tracks when items in the pantry expire. The product at the store has preservatives.');
  });

  it('introduces examples with "such as" and keeps a comparison', () => {
    expect(inFormalWords('The process may use other plastics like polypropylene.')).toBe(
      'The process may use other plastics such as polypropylene.',
    );
    expect(inFormalWords('The child can see progress like a game.')).toBe(
      'The child can see progress like a game.',
    );
    expect(inFormalWords('The chia makes it a little thicker, which cooks like.')).toBe(
      'The chia makes it slightly thicker, which cooks prefer.',
    );
  });

  it('says "become" for a change of state, not for a way out', () => {
    expect(inFormalWords('The springs get weak and the cord gets hot.')).toBe(
      'The springs become weak and the cord becomes hot.',
    );
    expect(inFormalWords('The heat cannot get out.')).toBe('The heat cannot get out.');
  });

  it('drops the emphasis of chat and keeps the fact', () => {
    expect(inFormalWords('The cornstarch is the trick, it acts like a super mild polish.')).toBe(
      'The cornstarch acts as a very mild polish.',
    );
    expect(inFormalWords('Scraping thick ice takes forever and a tiny bit of salt helps.')).toBe(
      'Scraping thick ice takes a long time and a small amount of salt helps.',
    );
  });

  it('says what a product is made of, not whose business it serves', () => {
    expect(
      inFormalWords(
        'The present invention is a glass cleaner for the detailing business out of items the user can buy at the grocery store.',
      ),
    ).toBe('The present invention is a glass cleaner made of ingredients available at a grocery store.');
  });
});
