import { describe, expect, it } from 'vitest';
import { readClause } from './clause';
import { infinitiveOf } from './nlp';
import { themFromBefore, themFromOwnSentence } from './sentence-forms';

describe('reading who does what in an inventor sentence', () => {
  it('reads a bare plural before a bare verb as the subject, not as the verb', () => {
    expect(readClause('The coffee grounds feed the soil as the pot breaks down.')).toMatchObject({
      subject: 'coffee grounds',
      verb: 'feed',
      rest: 'the soil as the pot breaks down',
    });
    expect(readClause('Volunteers scan it at checkout and at return.')).toMatchObject({
      subject: 'Volunteers',
      verb: 'scan',
    });
    // A verb whose object does the next verb stays the verb.
    expect(readClause('The system texts a reminder the day before it is due.')).toMatchObject({
      subject: 'system',
      verb: 'text',
    });
  });

  it('keeps a verb in -eed whole ("feed" is no past tense of "fee")', () => {
    expect(infinitiveOf('feed')).toBe('feed');
    expect(infinitiveOf('freed')).toBe('free');
  });

  it('names "them" by the plural of the sentence before, never by a verb in -s', () => {
    expect(
      themFromBefore([
        'The puck has two stainless steel contacts on its bottom.',
        'When water bridges them, it sends a radio signal.',
      ])[1],
    ).toBe('When water bridges the stainless steel contacts, it sends a radio signal.');
    // Its own plural before it ("Posture braces … wear them"), or "they" and "them" as one thing.
    const own = 'Posture braces are uncomfortable and you cannot wear them under a shirt.';
    expect(themFromBefore(['I work at a desk all day.', own])[1]).toBe(own);
    // A unit measures; it is no thing "them" names.
    expect(themFromBefore(['The jars are heated to 80 degrees Celsius.', 'Let them cure.'])[1]).toBe(
      'Let the jars cure.',
    );
    const they = 'They do not rust because the beeswax seals them.';
    expect(themFromBefore(['The sinkers are 85 percent iron powder.', they])[1]).toBe(they);
  });

  it('names "them" after "and" by what the first verb acted on, and reads "Children check off" as people acting', () => {
    expect(themFromOwnSentence('Children earn points for chores and trade them for screen time.')).toBe(
      'Children earn points for chores and trade the points for screen time.',
    );
    expect(themFromOwnSentence('The user washes the milk jugs and shreds them.')).toBe(
      'The user washes the milk jugs and shreds the milk jugs.',
    );
    expect(readClause('Children check off a chore with a photo.')).toMatchObject({
      subject: 'Children',
      verb: 'check',
      rest: 'a chore with a photo',
    });
  });

  it('finds the verb of a sentence the tagger left without one ("charges", "glows")', () => {
    expect(readClause('A small solar cell on top charges during the day.')).toMatchObject({
      subject: 'small solar cell',
      place: 'on top',
      verb: 'charge',
      rest: 'during the day',
    });
    expect(readClause('The LED glows green all night.')).toMatchObject({ subject: 'LED', verb: 'glow' });
  });
});
