import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatentData } from '../../src/contract';
import { createModelDrafter } from '../../src/server/drafting/model/model-drafter';
import { runTurn } from '../../src/server/drafting/run-turn';
import { type FakeModelServer, startFakeModelServer } from '../helpers/fake-model-server';

let fake: FakeModelServer;
beforeAll(async () => {
  fake = await startFakeModelServer();
});
afterAll(async () => {
  await fake.close();
});

const AT_DETAILS = {
  sessionId: 'test',
  currentStep: 4,
  isComplete: false,
  patentData: {
    title: 'Leash Water Bottle with Folding Bowl',
    completedSections: ['title', 'background', 'summary'],
  } as PatentData,
  draftingState: {},
  sketch: undefined,
};

const drafter = () =>
  createModelDrafter({
    provider: 'openai-compatible',
    model: 'fake-model',
    baseUrl: fake.baseUrl,
    apiKey: 'test',
    timeoutMs: 5_000,
  });

describe('the model drafter through structured output (intent, understood items, follow-up)', () => {
  it('names what the model understood from an answer', async () => {
    const turn = await runTurn({
      ...AT_DETAILS,
      content: 'The bottle has a clip on the side and a folding bowl that flips out.',
      drafter: drafter(),
    });
    const request = fake.requests.at(-1)!;
    expect(request.schemaName).toBe('section_draft');
    expect(turn.reply.split('\n\n')[0]).toMatch(/the bottle, the clip and the bowl/);
    expect(turn.patentData.details).toMatch(/folding bowl/);
  });

  it('stores nothing when the model reads the message as a question, and answers it', async () => {
    fake.enqueue('question-intent');
    // Not a question by the offline classifier's rules, so the model decides.
    const turn = await runTurn({
      ...AT_DETAILS,
      content: 'Wondering how long this provisional thing lasts',
      drafter: drafter(),
    });
    expect(turn.patentData).toEqual(AT_DETAILS.patentData);
    expect(turn.reply).toMatch(
      /^A provisional application gives you a filing date for 12 months\. Nothing from this message was added/,
    );
    expect(turn.currentStep).toBe(4);
  });
});
