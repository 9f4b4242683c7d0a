import { describe, expect, it } from 'vitest';
import { withoutActor } from './passive';
import { formalSentences } from './style';

describe('process prose without a person as its actor', () => {
  it('tells a series of acts on one material in the passive, verbs from the tagger', () => {
    expect(
      withoutActor(
        'Users shred the HDPE, mix it with sawdust, heat it in a mold and cool it under pressure so the board comes out flat.',
        'process for making fence boards',
      ),
    ).toBe(
      'The HDPE is shredded and mixed with sawdust. The mixture is heated in a mold and cooled under pressure so that the board comes out flat.',
    );
    expect(withoutActor('First users wash the milk jugs and shred them into flakes.', 'process')).toBe(
      'First, the milk jugs are washed and shredded into flakes.',
    );
  });

  it('leaves whole a sentence whose later acts another actor does, or that tells a person what to do', () => {
    expect(
      withoutActor(
        'The user takes a picture of the grocery receipt and it keeps track of when items expire, then tells the user what to cook.',
        'application',
      ),
    ).toBeUndefined();
  });

  it('points "it" and "them" at what they stand for', () => {
    expect(
      withoutActor(
        'The user heats the concentrate to 40 degrees so it flows, mixes in the glycol, then sprays it over the pellets until they are coated, and dries them with warm air.',
        'ice melt',
      ),
    ).toBe(
      'The concentrate is heated to 40 degrees so that it flows. The glycol is mixed in. Then the mixture is sprayed over the pellets until they are coated, and the pellets are dried with warm air.',
    );
    expect(
      withoutActor('Users press them in a heated mold instead of extruding.', 'process', 'fence boards'),
    ).toBe('The fence boards are pressed in a heated mold instead of being extruded.');
  });

  it('uses the participle, not the past tense, and formal words for chat verbs', () => {
    expect(withoutActor('The user takes the photo and uploads it to the server.', 'app')).toBe(
      'The photo is taken and uploaded to the server.',
    );
    expect(withoutActor('Then users cool the mold with water, and pop the board out.', 'process')).toBe(
      'Then the mold is cooled with water, and the board is removed.',
    );
  });

  it('keeps an adjective after the object out of the subject ("grind the beans coarse")', () => {
    expect(
      withoutActor('Users grind the beans coarse, then steep them in water for 18 hours.', 'cold brew'),
    ).toBe('The beans are ground coarse, then steeped in water for 18 hours.');
  });

  it('leaves a sentence it cannot read whole as it was', () => {
    expect(withoutActor('Users start cutting.', 'sawhorse')).toBeUndefined();
    expect(withoutActor('The user presses a button.', 'bottle', undefined, { series: true })).toBeUndefined();
    expect(withoutActor('The button is pressed.', 'bottle')).toBeUndefined();
  });

  it('tells what is let happen as allowed, and a mix of two things as one mix', () => {
    expect(withoutActor('Users brew the tea and let it cool.', 'method for making fish leather')).toBe(
      'The tea is brewed and allowed to cool.',
    );
    expect(
      withoutActor(
        'After that users rinse the skins, rub in a mix of egg yolk and vegetable oil, and stretch the skins on a board.',
        'method for making fish leather',
      ),
    ).toMatch(/^After that, the skins are rinsed\. A mix of egg yolk and vegetable oil is rubbed in/);
  });

  it('tells a recipe told as instructions in the passive, on the mixture', () => {
    const [told] = formalSentences(
      'Simmer for 2 hours, steep for 3 days, strain through cheesecloth, then add 5 grams of alum as a mordant.',
    );
    expect(told).toBe(
      'The user simmers for 2 hours, steeps for 3 days, strains through cheesecloth, then adds 5 grams of alum as a mordant.',
    );
    expect(withoutActor(told!, 'wood stain')).toBe(
      'The mixture is simmered for 2 hours, steeped for 3 days and strained through cheesecloth. Then 5 grams of alum is added as a mordant.',
    );
  });
});
