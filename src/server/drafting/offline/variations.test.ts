import { describe, expect, it } from 'vitest';
import { asApplicationSentence } from './repair';
import { asUseSentence, formalSentences } from './style';
import { variedEmbodiments } from './variations';

const variation = (answer: string, subject: string) =>
  formalSentences(answer)
    .map((sentence) => asApplicationSentence(sentence, subject, 'variations'))
    .join(' ');

describe('alternative embodiments, one a sentence', () => {
  it('states another material that "works instead" of the one told, with what it is for', () => {
    expect(variation('Candelilla wax works instead of beeswax for a vegan bar.', 'lotion bar')).toBe(
      'In some embodiments, candelilla wax is used instead of beeswax for a vegan bar.',
    );
    expect(variation('Cardboard instead of newspaper works too.', 'seed pot')).toBe(
      'In some embodiments, cardboard is used instead of newspaper.',
    );
  });

  it('says a list of uses with a compound noun in it as a sentence', () => {
    expect(asUseSentence('Home gardeners, nurseries, school garden programs.')).toBe(
      'The present invention may be used by home gardeners, nurseries and school garden programs.',
    );
    expect(asUseSentence('Contractors use it.')).toBe('Contractors use it.');
  });

  it('states a bigger version as the invention larger, for what', () => {
    expect(variation('A bigger cup for two pills at once.', 'pill crusher cup')).toBe(
      'In another embodiment, the pill crusher cup is larger, for two pills at once.',
    );
  });

  it('splits two alternatives of one sentence into two', () => {
    expect(
      variation(
        'It could use jalapeno or ghost peppers instead of habanero, or lime juice instead of vinegar.',
        'hot sauce',
      ),
    ).toBe(
      'The hot sauce may use jalapeno or ghost peppers instead of habanero. The hot sauce may use lime juice instead of vinegar.',
    );
    expect(
      variation('The drum could be plastic, and the trip point could be 50 to 70 degrees.', 'cord reel'),
    ).toBe('The drum may be plastic. The trip point may be 50 to 70 degrees.');
  });

  it('leaves no "instead" dangling and says "so that"', () => {
    expect(
      variation(
        'Could use an electromagnet with a battery instead so it can be unlocked from an app.',
        'gate latch',
      ),
    ).toBe(
      'In another embodiment, the gate latch uses an electromagnet with a battery, so that it can be unlocked from an app.',
    );
    expect(
      variation(
        'The legs could be made of fiberglass instead of aluminum so it is lighter.',
        'folding sawhorse',
      ),
    ).toBe('The legs may be made of fiberglass instead of aluminum, so that the sawhorse is lighter.');
  });

  it('states what a version is', () => {
    expect(variation('A powdered version could be sold for restaurants.', 'hot sauce')).toBe(
      'In some embodiments, the hot sauce is powdered and is sold for restaurants.',
    );
    expect(variation('A liquid version for spraying driveways is another option.', 'ice melt')).toBe(
      'In some embodiments, the ice melt is liquid, for spraying driveways.',
    );
    expect(variation('A three step version.', 'step stool')).toBe(
      'In another embodiment, the step stool has three steps.',
    );
    expect(variation('A web version for people without the app.', 'application')).toBe(
      'In another embodiment, the application is provided as a web version for people without the application.',
    );
    expect(variation('A version with a solar cell on top.', 'sensor')).toBe(
      'In another embodiment, the sensor has a solar cell on top.',
    );
    expect(variation('A version with a hanging pole for shirts on hangers.', 'drying rack')).toBe(
      'In another embodiment, the drying rack has a hanging pole for shirts on hangers.',
    );
    expect(variation('A 405 nm lamp works too.', 'method of curing resin')).toBe(
      'In some embodiments, a 405 nm lamp is used.',
    );
  });

  it('alternates the opener of embodiments in a row', () => {
    expect(
      variedEmbodiments('In some embodiments, the pin is steel. In some embodiments, the knob is brass.'),
    ).toBe('In some embodiments, the pin is steel. In other embodiments, the knob is brass.');
  });
});

describe('uses as a sentence', () => {
  it('says where or by whom the invention may be used, with "and" before the last', () => {
    expect(asUseSentence('Backyard pools, community pools, dog runs.')).toBe(
      'The present invention may be used at backyard pools, community pools and dog runs.',
    );
    expect(asUseSentence('Commuters and road cyclists.')).toBe(
      'The present invention may be used by commuters and road cyclists.',
    );
    expect(asUseSentence('Families who want to waste less food.')).toBe(
      'The present invention may be used by families who want to waste less food.',
    );
    expect(asUseSentence('Dog walkers who take several dogs may also use it.')).toBe(
      'Dog walkers who take several dogs may also use it.',
    );
  });

  it('names one singled out last, after "especially"', () => {
    expect(asUseSentence('Anyone who parks outside in the winter, delivery drivers especially.')).toBe(
      'The present invention may be used by anyone who parks outside in the winter, especially delivery drivers.',
    );
  });
});

describe("variations in a specification's words", () => {
  it('says what may be added, without the user, the "And" of chat or "may work"', () => {
    expect(variation('You could add a temperature and humidity sensor.', 'application')).toBe(
      'A temperature and humidity sensor may be added.',
    );
    expect(
      variation(
        "And for people who don't want hardware, the phone's own microphone held against the hive would work.",
        'application',
      ),
    ).toBe(
      "For people who do not want hardware, the phone's own microphone held against the hive may be used.",
    );
  });

  it('says which material may be used instead, and that another works too, in whole sentences', () => {
    expect(
      variation(
        'Oak bark or sumac leaves instead of tea. Willow bark works too.',
        'method for making fish leather',
      ),
    ).toBe(
      'In some embodiments, oak bark or sumac leaves are used instead of tea. Willow bark may also be used.',
    );
    // A material that "works instead" is one used in its place.
    expect(variation('Arrowroot powder works instead of cornstarch.', 'glass cleaner')).toBe(
      'In some embodiments, arrowroot powder is used instead of cornstarch.',
    );
  });

  it('says what a version the inventor "could do" has, however the sentence opens', () => {
    expect(variation('Could do a single front wheel version.', 'wheelbarrow')).toBe(
      'In another embodiment, the wheelbarrow has a single front wheel.',
    );
    expect(variation('The wheelbarrow could do a single front wheel version.', 'wheelbarrow')).toBe(
      'In another embodiment, the wheelbarrow has a single front wheel.',
    );
  });
});
