import { describe, expect, it } from 'vitest';
import { buildInventionModel } from '../understand/invention-model';
import { writeClaims } from './claims';

/** Bending wood strips in a microwave, told the way the offline drafter writes the inventor's answers. */
const bending = () =>
  buildInventionModel({
    title: 'Process That Bends Wood Strips for Chair Backs Using a Microwave',
    summary:
      'The present invention is a process that bends wood strips for chair backs using a microwave.\n\nMicrowaving soaked strips heats the water inside the wood fast, so they become soft in a few minutes.',
    details:
      'Intro.\n\nThe user soaks 6 mm oak strips in water for 24 hours. Each strip is wrapped in wet paper towel and plastic wrap and microwaved on high for 2 minutes. The strip is clamped onto a plywood form right away and left for a day to dry.',
    variations: 'Alternatives.\n\nAsh and walnut may also be used. Thicker strips need 3 or 4 minutes.',
    completedSections: [],
  });

describe('a method claimed by the kinds of what it works on and uses', () => {
  const claims = () => writeClaims(bending()).split('\n\n');

  it('names the material by its kind in claim 1, and the kinds the inventor uses in a dependent', () => {
    const [claimOne = ''] = claims();
    expect(claimOne).toContain('\nsoaking wood strips in water;\nwrapping each strip in ');
    expect(claims().join('\n')).toMatch(
      /\d+\. The method of claim 1, wherein the wood strips are selected from the group consisting of oak strips, ash strips and walnut strips\./,
    );
    expect(claims().join('\n')).not.toMatch(/the oak strips are wood strips|step of soaking oak strips/);
  });

  it('names the tool by what it is, and what it is made of in a dependent', () => {
    expect(claims()[0]).toContain('\nclamping the strip onto a form right away;');
    expect(claims().join('\n')).toContain('of claim 1, wherein the form is made of plywood.');
  });

  it('closes claim 1 with what a step does to the material, without how fast', () => {
    expect(claims()[0]).toMatch(
      /,\nwherein microwaving heats the water inside the wood strips such that the wood strips become soft\.$/,
    );
  });

  it('spans the time of a step over what another version of the material needs', () => {
    expect(claims().join('\n')).toContain(
      'wherein the step of microwaving the strip on high comprises microwaving the strip on high for from 2 to 4 minutes.',
    );
  });
});
