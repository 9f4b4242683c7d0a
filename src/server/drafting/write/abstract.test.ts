import { describe, expect, it } from 'vitest';
import type { PatentData } from '../../../contract';
import { countWords } from '../check/words';
import { buildInventionModel } from '../understand/invention-model';
import { writeAbstract } from './abstract';
import { writeClaims } from './claims';

const latch: PatentData = {
  title: 'Pool Gate Latch That Closes and Locks Itself',
  completedSections: [],
  summary:
    'The following summarizes the present invention.\n\nThe present invention is a pool gate latch that closes and locks itself even if a child leaves the gate slightly open.\n\nThe latch has a strong magnet on the gate that pulls it into the latch housing from up to 3 inches away, and when it is in, a pin drops by gravity into a hole in the gate bracket so it cannot be pushed open.',
  details:
    'The following description sets forth an embodiment of the present invention in detail.\n\nThe housing is glass-filled nylon bolted to the fence post. Inside there is a vertical steel pin, 8 mm thick, in a guide tube, with the knob on top. The gate has an aluminum bracket with a neodymium N52 magnet and a hole for the pin. When the magnet gets within 75 mm of the steel plate in the housing it pulls the gate shut, the bracket pushes a ramp that lifts the pin, and the pin falls into the hole.',
  variations:
    'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\nThe pin may be stainless.',
};

describe('the abstract, written from the invention model', () => {
  const abstract = writeAbstract(buildInventionModel(latch), latch);

  it('opens with what the invention is and what sets it apart, in 50 to 150 words', () => {
    expect(abstract).toMatch(/^A pool gate latch that closes and locks itself includes /);
    expect(countWords(abstract)).toBeGreaterThanOrEqual(50);
    expect(countWords(abstract)).toBeLessThanOrEqual(150);
  });

  it('pastes no chat sentence whose "it" points nowhere, and names one alternative', () => {
    expect(abstract).not.toMatch(/\bwhen it is in\b|\bso it\b|\bpulls it\b/);
    expect(abstract).toContain('8 mm thick');
    expect(abstract).toMatch(/In some embodiments, the [\w ]*pin is stainless\./);
  });

  it('introduces a part with "a" before it calls it "the", and says what a part not yet named does', () => {
    expect(abstract).not.toMatch(/falls into the hole/);
    // (The pin by the name the abstract introduced it with.)
    expect(abstract).toContain('A ramp lifts the vertical steel pin.');
  });
});

describe("the abstract's opening list of steps", () => {
  it('introduces what the steps work on where they first name it, and words the purpose as claim 1 does', () => {
    const walkers: PatentData = {
      title: 'Application for Dog Walkers That Plans the Day',
      completedSections: [],
      summary:
        'The present invention is an application for dog walkers that plans the day.\n\nThe walker enters each dog with its address, size and how well the dog gets along with other dogs. The app groups dogs by building.',
    };
    const abstract = writeAbstract(buildInventionModel(walkers), walkers);
    // ("how well the dog gets along": "gets" is the clause's verb, not a plural head.)
    expect(abstract).toContain('how well a dog gets along with other dogs');
    // (As claim 1's preamble: "A system for planning a day".)
    expect(abstract).toMatch(/^A system for planning a day includes/);
    expect(writeClaims(buildInventionModel(walkers))).toMatch(
      /^1\. A system for planning a day, comprising:/,
    );
  });

  it('forms the mixture a later step works on', () => {
    const brew: PatentData = {
      title: 'Method That Makes Cold Brew Coffee in 2 Hours',
      completedSections: [],
      summary:
        'The present invention provides a method of making cold brew coffee in 2 hours.\n\nFirst, coarse ground coffee is mixed with cold filtered water in a glass jar. Then the mixture is stirred with a magnetic stirrer at room temperature. Then the mixture is filtered through a paper filter.',
    };
    const abstract = writeAbstract(buildInventionModel(brew), brew);
    expect(abstract).toContain('in a glass jar to form a mixture, stirring the mixture');
  });
});
