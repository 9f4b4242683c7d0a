import { describe, expect, it } from 'vitest';
import type { PatentData } from '../../../contract';
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
