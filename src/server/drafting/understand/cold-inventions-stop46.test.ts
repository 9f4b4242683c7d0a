import { describe, expect, it } from 'vitest';
import type { PatentData } from '../../../contract';
import { understoodItems } from '../converse/understood';
import { formalSentences } from '../offline/style';
import { asVariationSentences } from '../offline/variations';
import { writeAbstract } from '../write/abstract';
import { writeClaims } from '../write/claims';
import { buildInventionModel } from './invention-model';

/**
 * Rules the knife sharpening method left open at stop 45 showed missing (docs/drafting-open-inventions.md,
 * "Stop 46"), on the inventor's own sentences as the interview formalized them.
 */

// The sections as the interview drafted them from the inventor's answers (eval/_x.ts on the open script).
const sharpening: PatentData = {
  title: 'Method of Sharpening Kitchen Knives on the Unglazed Ring',
  summary:
    'The present invention is a method of sharpening kitchen knives on the unglazed ring on the bottom of a ceramic mug.\n\n' +
    'The mug is turned upside down on a towel. The knife is held at an angle of about 15 degrees and pulled across the rough ring, heel to tip, 10 times on each side. Then the user wipes the blade to remove the gray dust.',
  details:
    'In one embodiment, the method of sharpening kitchen knives on the unglazed ring uses a mug.\n\n' +
    'The unglazed ring works as a fine stone, around 1000 grit. A few drops of water may be put on the ring to help it cut smoother.',
  completedSections: [],
};

describe('stop 46: sharpening knives on the unglazed ring of a mug', () => {
  const model = buildInventionModel(sharpening);
  const claims = writeClaims(model);
  const claimOne = claims.split('\n\n')[0]!;

  it('reads "heel to tip" as a span, not a verb the series conjugates ("heels to tip")', () => {
    expect(
      formalSentences(
        'I hold the knife and pull it across the rough ring, heel to tip, 10 times on each side.',
      ),
    ).toEqual([
      'The user holds the knife and pulls it across the rough ring, heel to tip, 10 times on each side.',
    ]);
  });

  it('says what the degrees measure and what is got off, in words the claims can use', () => {
    expect(
      formalSentences(
        'I hold the knife at about 15 degrees. Then I wipe the blade to get the gray dust off.',
      ),
    ).toEqual([
      'The user holds the knife at an angle of about 15 degrees.',
      'Then the user wipes the blade to remove the gray dust.',
    ]);
    expect(formalSentences('A few drops of water on the ring help it cut smoother.')).toEqual([
      'A few drops of water may be put on the ring to help it cut smoother.',
    ]);
    expect(formalSentences('The oven is held at 180 degrees C.')).toEqual([
      'The oven is held at 180 degrees C.',
    ]);
  });

  it('reads the ceramic of "a ceramic mug" in what the invention is as the mug\'s material, and claims it', () => {
    expect(model.elements.find((element) => element.name === 'mug')?.materials).toEqual(['ceramic']);
    expect(claims).toContain('The method of claim 1, wherein the mug comprises ceramic.');
  });

  it('claims the knife held at an angle, and the angle in a dependent', () => {
    expect(claimOne).toContain('holding a knife at an angle;');
    expect(claimOne).not.toContain('15 degrees');
    expect(claims).toContain('The method of claim 1, wherein the angle is about 15 degrees.');
  });

  it('names the ring as the subject does, not by another of its qualities', () => {
    expect(claimOne).toContain('pulling the knife across the unglazed ring from heel to tip on each side;');
    expect(claims).not.toContain('rough ring');
  });

  it('claims the water that helps as a further step, before the pull, not as a last step of claim 1', () => {
    expect(sharpening.details).toContain(
      'A few drops of water may be put on the ring to help it cut smoother.',
    );
    expect(claimOne).not.toContain('water');
    expect(claims).toContain(
      'The method of claim 1, further comprising putting a few drops of water on the ring before pulling the knife across the unglazed ring.',
    );
  });

  it('turns the pull into the passive in the abstract with the thing pulled as its subject', () => {
    const abstract = writeAbstract(model, sharpening);
    expect(abstract).toContain('pulled across the unglazed ring from heel to tip 10 times on each side.');
    expect(abstract).not.toContain('The knife across');
  });

  it('tells what another thing that works too and an order to the reader vary, as the specification says it', () => {
    expect(asVariationSentences('The bottom of a ceramic plate works too.', 'method')).toBe(
      'In some embodiments, the bottom of a ceramic plate is used.',
    );
    expect(asVariationSentences('For dull knives do 20 strokes.', 'method')).toBe(
      'For dull knives, 20 strokes may be made.',
    );
  });
});

const garlicPress: PatentData = {
  title: 'Garlic Press That Cleans Itself',
  summary:
    'The present invention is a garlic press that cleans itself: the grid pops out when the user opens the handles all the way.\n\n' +
    'The perforated grid sits on two pins in the basket. When the handles open past 180 degrees, a cam on the upper handle pushes the grid up and out so the user can rinse it under the tap.',
  details:
    'In one embodiment, a garlic press comprises a perforated grid, a cam, a plurality of handles and a silicone plunger pad.\n\n' +
    'The handles are die-cast zinc, 18 cm long. The grid is stainless steel with 1.5 mm holes. The silicone plunger pad on the upper handle presses the cloves through the grid.',
  variations:
    'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\n' +
    'The grid may have larger holes for ginger. In some embodiments, the garlic press is plastic and dishwasher-safe.',
  completedSections: [],
};

describe('stop 46: the self-cleaning garlic press says in claim 1 when the cam pushes the grid out', () => {
  const claims = writeClaims(buildInventionModel(garlicPress));

  it('claims the opening past a threshold angle in claim 1, and the 180 degrees in a dependent', () => {
    expect(claims.split('\n\n')[0]).toContain(
      'a cam disposed on an upper one of the handles and configured to push the perforated grid up and out when the handles open past a threshold angle;',
    );
    expect(claims).toContain(
      'wherein the cam pushes the perforated grid up and out when the handles open past 180 degrees.',
    );
  });

  it('claims what a part may have as what it has, not as what it is configured to do', () => {
    expect(claims).toContain(
      'The garlic press of claim 1, wherein the perforated grid has larger holes for ginger.',
    );
    expect(claims).not.toContain('configured to have');
  });
});

describe('stop 46: what the interviewer says it understood of an ingredient that replaces another', () => {
  const onions: PatentData = {
    title: 'Method of Pickling Red Onions in an Hour',
    summary:
      'The present invention is a method of pickling red onions in an hour instead of overnight.\n\n' +
      'The onions are sliced thin, about 3 mm, and packed in a jar. Then a cup of vinegar, half a cup of water, a tablespoon of sugar and a teaspoon of salt are brought to a boil and poured over the onions.',
    completedSections: [],
  };
  const answer = 'Lime juice can replace half the vinegar.';

  it('acknowledges lime juice in place of half the vinegar, not as "an optional lime juice"', () => {
    const before = buildInventionModel(onions);
    const after = buildInventionModel({
      ...onions,
      variations:
        'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\n' +
        answer,
    });
    const items = understoodItems(before, after, answer);
    expect(items).toContain('lime juice in place of half of the vinegar');
    expect(items.join(' ')).not.toContain('optional');
  });
});
