import { describe, expect, it } from 'vitest';
import type { PatentData } from '../../../contract';
import type { DraftingState } from '../../db/schema';
import { createOfflineDrafter } from '../offline/offline-drafter';
import { runTurn, type TurnResult } from '../run-turn';

const DETAILS_ANSWER =
  'The tray is molded polypropylene, 30 cm long, and clips onto the top rung with two steel hooks. A strap holds it closed.';

type Position = {
  currentStep: number;
  isComplete: boolean;
  patentData: PatentData;
  draftingState: DraftingState;
};

const AT_DETAILS: Position = {
  currentStep: 4,
  isComplete: false,
  patentData: {
    title: 'Ladder Tool Tray',
    background: 'Painters on ladders drop brushes and tools because there is nowhere to put them.',
    summary: 'A tray clips onto a ladder rung and holds brushes and tools within reach.',
    completedSections: ['title', 'background', 'summary'],
  },
  draftingState: { sectionWords: { title: 3, background: 30, summary: 30 } },
};

function turn(position: Position, content: string): Promise<TurnResult> {
  return runTurn({
    sessionId: 'test',
    ...position,
    content,
    sketch: undefined,
    drafter: createOfflineDrafter(),
  });
}

const next = (result: TurnResult): Position => ({
  currentStep: result.currentStep,
  isComplete: result.isComplete,
  patentData: result.patentData,
  draftingState: result.draftingState,
});

describe('turns that are questions or commands', () => {
  it.each(['Do I need exact measurements?', 'Is my idea safe with you?', 'How much is the USPTO fee?'])(
    'answers "%s" and leaves the application unchanged',
    async (question) => {
      const result = await turn(AT_DETAILS, question);
      expect(result.patentData).toEqual(AT_DETAILS.patentData);
      expect(result.currentStep).toBe(4);
      expect(result.reply).toContain('Nothing from this message was added to your application.');
      expect(result.reply).toContain('Back to the Details section:');
    },
  );

  it('changes the title when asked, mid-interview, and says so', async () => {
    const result = await turn(
      AT_DETAILS,
      'Can you change the title to "Ladder-Mounted Tool Tray With Brush Rest"?',
    );
    expect(result.patentData.title).toBe('Ladder-Mounted Tool Tray With Brush Rest');
    expect(result.patentData.details).toBeUndefined();
    expect(result.currentStep).toBe(4);
    expect(result.reply).toMatch(/^Done: the title is now "Ladder-Mounted Tool Tray With Brush Rest"\./);
  });

  it('takes a rename at the Title step as the answer and moves on', async () => {
    const result = await turn(
      { currentStep: 1, isComplete: false, patentData: { completedSections: [] }, draftingState: {} },
      'Change the title to Leash Bowl',
    );
    expect(result.patentData.title).toBe('Leash Bowl');
    expect(result.currentStep).toBe(2);
  });

  it('undoes the last answer, once', async () => {
    const answered = await turn(AT_DETAILS, DETAILS_ANSWER);
    expect(answered.patentData.details).toContain('polypropylene');
    const undone = await turn(next(answered), 'undo my last answer');
    expect(undone.patentData).toEqual(AT_DETAILS.patentData);
    expect(undone.currentStep).toBe(4);
    expect(undone.reply).toMatch(/I have undone your last answer/);
    const again = await turn(next(undone), 'undo');
    expect(again.reply).toMatch(/There is no answer to undo\./);
    expect(again.patentData).toEqual(AT_DETAILS.patentData);
  });

  it('goes back to an earlier section, takes the answer there, then returns to the step left', async () => {
    const back = await turn(AT_DETAILS, 'Go back to the background');
    expect(back.reply).toMatch(/Let's go back to the Background section/);
    expect(back.patentData).toEqual(AT_DETAILS.patentData);
    const added = await turn(
      next(back),
      'Existing trays hook over the paint can and fall off when the ladder is moved, spilling everything.',
    );
    expect(added.patentData.background).toMatch(/fall off/);
    expect(added.patentData.details).toBeUndefined();
    expect(added.currentStep).toBe(4);
    expect(added.reply).toMatch(/Back to Step 4 of 8 — Details:/);
    const details = await turn(next(added), DETAILS_ANSWER);
    expect(details.patentData.details).toContain('polypropylene');
  });

  it('will not jump ahead to a later section', async () => {
    const result = await turn(AT_DETAILS, 'go back to the use cases');
    expect(result.reply).toMatch(/We will reach the Use Cases section at step 6\./);
    expect(result.draftingState.reopenedSection).toBeUndefined();
  });

  it('skips with any of its phrasings', async () => {
    const result = await turn(AT_DETAILS, "Let's move on");
    expect(result.currentStep).toBe(5);
    expect(result.reply).toMatch(/Moving on from the Details section\./);
  });
});
