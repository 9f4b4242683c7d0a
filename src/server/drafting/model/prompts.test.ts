import { describe, expect, it } from 'vitest';
import type { PatentData } from '../../../contract';
import { reviewPrompt, sectionPrompt } from './prompts';

const patentData: PatentData = {
  completedSections: ['title', 'background', 'summary'],
  title: 'Pool Gate Latch',
  // A section's first paragraph is its opening sentence; the invention is read from the rest.
  summary:
    'The present invention provides a pool gate latch.\n\nThe latch has a neodymium magnet on the gate bracket that pulls the gate into the latch housing, and a steel pin drops into a hole in the bracket.',
  details:
    'The present invention is described below.\n\nThe latch housing is glass-filled nylon bolted to the fence post.',
};

describe('the model drafter prompts', () => {
  it('give a section its writing rule and what was understood of the invention', () => {
    const prompt = sectionPrompt({
      section: 'details',
      answer: 'The pin is 8 mm thick.',
      patentData,
      firstDescription: false,
    });
    expect(prompt).toMatch(/introduce each element once/);
    expect(prompt).toMatch(/never "the user heats"/);
    expect(prompt).toMatch(/What you understood of the invention so far:\n.*Subject: .*latch/s);
    expect(prompt).toMatch(/- (?:latch )?housing: .*glass-filled nylon/);
    // The fake model server and the SDK read the answer last.
    expect(prompt.endsWith("The inventor's answer:\nThe pin is 8 mm thick.")).toBe(true);
  });

  it('ask a first description for a title and seeds, without a section rule', () => {
    const prompt = sectionPrompt({
      section: 'title',
      answer: 'My thing is a pool gate latch.',
      patentData: { completedSections: [] },
      firstDescription: true,
    });
    expect(prompt).not.toMatch(/Detailed description:|Summary:/);
    expect(prompt).toMatch(/Kind: .*Subject:/);
  });

  it('give the review request the claim rules and the elements claim 1 must carry', () => {
    const prompt = reviewPrompt({ patentData, skipped: [] });
    expect(prompt).toMatch(/Claim rules:/);
    expect(prompt).toMatch(/What you understood of the invention \(claim 1 carries/);
    expect(prompt).toMatch(/magnet/);
  });
});
