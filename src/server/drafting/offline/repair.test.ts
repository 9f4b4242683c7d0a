import { describe, expect, it } from 'vitest';
import { asApplicationSentence, onlyAFeeling, tellsNoFact } from './repair';
import { formalSentences } from './style';

const written = (answer: string, section: 'background' | 'useCases' | 'details' | 'variations') =>
  formalSentences(answer)
    .map((sentence) => asApplicationSentence(sentence, 'folding sawhorse', section))
    .join(' ');

describe('the inventor’s sentences as application text', () => {
  it('keeps every verb of a series in agreement after the subject changes', () => {
    expect(written('I carry a bottle and a separate bowl and always forget one of them.', 'useCases')).toBe(
      'The user carries a bottle and a separate bowl and always forgets one of them.',
    );
    expect(written('You fold out the bowl, press the button, and let the dog drink.', 'useCases')).toBe(
      'The user folds out the bowl, presses the button, and lets the dog drink.',
    );
    expect(written('I heat the mix so it flows, then spray it over the pellets.', 'details')).toBe(
      'The mix is heated so that it flows, then sprayed over the pellets.',
    );
  });

  it('states the field and the problem in the background, not the inventor’s story', () => {
    expect(
      written(
        'I do a lot of framing work on job sites and the ground is never flat, so my sawhorses always rock.',
        'background',
      ),
    ).toBe('In framing work on job sites, the ground is never flat, so the sawhorses always rock.');
    expect(written("Every hot sauce I've made separates after a week.", 'background')).toBe(
      'Every hot sauce separates after a week.',
    );
    expect(written('Rock salt burns paws, so I started mixing my own.', 'background')).toBe(
      'Rock salt burns paws.',
    );
    expect(written("Drivers behind you can't tell you're stopping.", 'background')).toBe(
      'Drivers behind a person cannot tell the person is stopping.',
    );
  });

  it('leaves out a feeling with no fact and states embodiments and uses without "would"', () => {
    expect(onlyAFeeling(written("It's annoying.", 'background'))).toBe(true);
    expect(onlyAFeeling(written('It is slow and not safe.', 'background'))).toBe(false);
    expect(written('A quart size version would be 4.25 inches.', 'variations')).toBe(
      'In some embodiments, the folding sawhorse is quart size, 4.25 inches.',
    );
    expect(written('Dog walkers would also use it.', 'useCases')).toBe(
      'Dog walkers may also use the folding sawhorse.',
    );
  });

  it('says a recipe given per serving as a sentence, and what is stirred in', () => {
    const recipe = (answer: string) =>
      formalSentences(answer)
        .map((sentence) => asApplicationSentence(sentence, 'electrolyte drink mix', 'details'))
        .join(' ');
    expect(
      recipe(
        'Per serving: 10 grams of coconut water powder, 0.5 grams of sea salt and 0.1 grams of stevia. Stir into 500 ml of cold water.',
      ),
    ).toBe(
      'In one example, one serving of the electrolyte drink mix is made from 10 grams of coconut water powder, 0.5 grams of sea salt and 0.1 grams of stevia. The user stirs it into 500 ml of cold water.',
    );
  });

  it('joins the invention and what it is made of without a comma splice', () => {
    expect(
      asApplicationSentence(
        'The present invention is a solid lotion bar for cracked hands, it is beeswax and shea butter.',
        'solid lotion bar',
        'summary',
      ),
    ).toBe('The present invention is a solid lotion bar for cracked hands, made of beeswax and shea butter.');
  });

  it('melts "the wax and oils together" as one thing, and stirs in what follows the particle', () => {
    expect(
      written(
        'I melt the wax and oils together in a double boiler, stir in the lanolin off the heat, and pour it into molds.',
        'details',
      ),
    ).toBe(
      'The wax and oils are melted together in a double boiler. The lanolin is stirred in off the heat, and the mixture is poured into molds.',
    );
  });

  it('tells the ordered steps of a making process without the maker, and says a way to make it is a method', () => {
    const process = (answer: string, section: 'summary' | 'details') =>
      formalSentences(answer)
        .map((sentence) => asApplicationSentence(sentence, 'method of making seed starting pots', section))
        .join(' ');
    expect(process('First I dry the grounds in the oven at 90 degrees Celsius for an hour.', 'details')).toBe(
      'First, the grounds are dried in the oven at 90 degrees Celsius for an hour.',
    );
    expect(
      process(
        'A way to make seed starting pots out of used coffee grounds so they can go straight in the ground.',
        'summary',
      ),
    ).toBe(
      'The present invention is a method of making seed starting pots out of used coffee grounds so that they can go straight in the ground.',
    );
  });

  it('says what a thing is, then how it is used, where the landing joined them with a comma', () => {
    expect(
      asApplicationSentence(
        'A pill crusher cup, the user twists the lid to crush the pill.',
        'pill crusher cup',
        'summary',
      ),
    ).toBe('The present invention is a pill crusher cup. The user twists the lid to crush the pill.');
  });

  it('tells a recipe for one of the invention, and its steps without the cook', () => {
    const recipe = (answer: string) =>
      formalSentences(answer)
        .map((sentence) => asApplicationSentence(sentence, 'bird suet cake', 'details'))
        .join(' ');
    expect(
      recipe(
        'For one cake: 200 grams of suet and 150 grams of cornmeal. I melt the fats, stir in the rest, press into a square mold and chill overnight.',
      ),
    ).toBe(
      'In one example, one bird suet cake is made from 200 grams of suet and 150 grams of cornmeal. The fats are melted. The remaining ingredients are stirred in. The mixture is pressed into a square mold and chilled overnight.',
    );
  });

  it('names the embodiment in the details where the inventor said "it has"', () => {
    expect(written('It has a steel beam and four telescoping legs.', 'details')).toBe(
      'The folding sawhorse comprises a steel beam and four telescoping legs.',
    );
  });

  it('says a material is placed into a tool, the word a "placing" step of the claims stands on', () => {
    expect(written('The mix goes into a steel mold that is 6 inches wide.', 'details')).toBe(
      'The mix is placed into a steel mold that is 6 inches wide.',
    );
  });

  it('keeps "you" the object of a verb as it is ("helps you stand")', () => {
    expect(formalSentences('The kneeler helps you stand back up, and you push on the handles.')).toEqual([
      'The kneeler helps the user stand back up, and the user pushes on the handles.',
    ]);
  });

  it('conjugates what "you" do after "what shows" ("tells it what shows the user watches")', () => {
    expect(formalSentences("You tell it what shows you watch and which episode you're on.")).toEqual([
      'The user tells it what shows the user watches and which episode the user is on.',
    ]);
  });

  it('reads a bulleted parts list as one sentence of parts, and "posture thing — a clip you …" as what it is', () => {
    expect(
      formalSentences('Parts:\n- steel tube frame, 1 inch tube\n- two 10 inch wheels\n- spring pin'),
    ).toEqual([
      'The present invention comprises a steel tube frame of 1 inch tube; two 10 inch wheels; and a spring pin.',
    ]);
    expect(
      formalSentences(
        'posture thing — a little clip you put on the back of your shirt collar and it buzzes when you slouch.',
      ),
    ).toEqual([
      'The present invention is a posture clip that buzzes when the user slouches and is worn on the back of the shirt collar.',
    ]);
    expect(formalSentences('I make lead-free fishing sinkers out of iron powder.')).toEqual([
      'The present invention is a lead-free fishing sinker made of iron powder.',
    ]);
  });

  it('drops a family story and leaves the sentence after "so" saying what the invention is', () => {
    expect(
      formalSentences(
        'My mom slipped on ice with her crutches last winter, so I designed a crutch tip with a spike.',
      ),
    ).toEqual(['The present invention is a crutch tip with a spike.']);
    expect(formalSentences('My dog has sensitive skin so I came up with a shampoo bar for dogs.')).toEqual([
      'The present invention is a shampoo bar for dogs.',
    ]);
    expect(tellsNoFact('The mom slipped on ice with her crutches last winter.')).toBe(true);
    expect(tellsNoFact('Regular crutch tips are useless on ice.')).toBe(false);
  });

  it('reads "for you" as the user served, and drops who the inventor is', () => {
    expect(
      formalSentences(
        "I'm a middle school teacher. I built a seating chart app that makes charts for you and keeps kids apart.",
      ),
    ).toEqual([
      'The present invention is a seating chart app that makes charts for the user and keeps kids apart.',
    ]);
  });

  it('turns a process told by its makers into the passive, with regular participles doubled', () => {
    expect(
      formalSentences('We scrape the skins clean of flesh and scales with a dull knife.')
        .map((sentence) => asApplicationSentence(sentence, 'method for making fish leather', 'details'))
        .join(' '),
    ).toBe('The skins are scraped clean of flesh and scales with a dull knife.');
    expect(
      formalSentences('We tan salmon skins with black tea.')
        .map((sentence) => asApplicationSentence(sentence, 'method for making fish leather', 'summary'))
        .join(' '),
    ).toBe('The salmon skins are tanned with black tea.');
  });

  it('reads "It\'s a X, a Y, and a Z" as what the invention comprises', () => {
    expect(
      formalSentences("It's a distance sensor, a temperature sensor, and a WiFi microcontroller."),
    ).toEqual([
      'The present invention comprises a distance sensor, a temperature sensor, and a WiFi microcontroller.',
    ]);
  });

  it('says what a thing does without in a whole clause ("so no bottle is needed")', () => {
    expect(
      asApplicationSentence(
        'The shampoo bar is a bar, so no bottle, and it is mild enough for dogs with allergies.',
        'shampoo bar',
        'summary',
      ),
    ).toBe(
      'The shampoo bar is a bar, so no bottle is needed, and it is mild enough for dogs with allergies.',
    );
  });
});
