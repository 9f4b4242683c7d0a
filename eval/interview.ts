import { type PatentData, REVIEW_STEP } from '../src/contract';
import type { DraftingState } from '../src/server/db/schema';
import type { Drafter } from '../src/server/drafting/drafter';
import { runTurn } from '../src/server/drafting/run-turn';
import type { InventionScript } from '../tests/helpers/inventions';

export type Interview = { patentData: PatentData; messages: string[]; turnsMs: number[] };

/**
 * Runs one scripted interview through the real turn path (runTurn, as sendMessage does, without the
 * database): each step's answers are sent until the step advances; "next" moves on when they run out.
 */
export async function interview(invention: InventionScript, drafter: Drafter): Promise<Interview> {
  let session = {
    currentStep: 1,
    isComplete: false,
    patentData: { completedSections: [] } as PatentData,
    draftingState: {} as DraftingState,
  };
  const messages: string[] = [];
  const turnsMs: number[] = [];
  const send = async (content: string) => {
    messages.push(content);
    const start = performance.now();
    const result = await runTurn({ sessionId: 'eval', ...session, content, sketch: undefined, drafter });
    turnsMs.push(performance.now() - start);
    session = {
      currentStep: result.currentStep,
      isComplete: result.isComplete,
      patentData: result.patentData,
      draftingState: result.draftingState,
    };
  };
  await send(invention.landing);
  for (const step of [2, 3, 4, 5, 6] as const) {
    for (const answer of invention.answers[step]) {
      if (session.currentStep > step) break;
      await send(answer);
    }
    while (session.currentStep === step) await send('next');
  }
  while (!session.isComplete && session.currentStep < REVIEW_STEP + 1) {
    await send('skip');
    if (session.isComplete) break;
  }
  return { patentData: session.patentData, messages, turnsMs };
}
