import { describe, expect, it } from 'vitest';
import { CORPUS } from '../../eval/corpus';
import type { PatentData } from '../../src/contract';
import type { DraftingState } from '../../src/server/db/schema';
import { createOfflineDrafter } from '../../src/server/drafting/offline/offline-drafter';
import { runTurn } from '../../src/server/drafting/run-turn';

/** Words of the reply templates themselves, which prove nothing about understanding. */
const TEMPLATE_WORDS = new Set(
  `thank you have added that to the background summary details variations use uses cases section got it noted
  gives understood good now more detail about your question exact sizes help but are not required every number
  gave kept and each one makes application stronger part numbers suppliers needed what made does matter noted
  questions stay our chat written into with this from they them their there which what when will would could
  also just like very some into only then than`.split(/\s+/),
);

const contentWords = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[a-z][a-z-]{3,}|\d+/g) ?? []).filter((word) => !TEMPLATE_WORDS.has(word)),
  );

type Exchange = { answer: string; reply: string };

/** Runs a corpus interview through the real turn path and keeps each answer with its reply. */
async function exchanges(index: number): Promise<Exchange[]> {
  const invention = CORPUS[index]!;
  let session = {
    currentStep: 1,
    isComplete: false,
    patentData: { completedSections: [] } as PatentData,
    draftingState: {} as DraftingState,
  };
  const kept: Exchange[] = [];
  const send = async (content: string, isAnswer: boolean) => {
    const result = await runTurn({
      sessionId: 'test',
      ...session,
      content,
      sketch: undefined,
      drafter: createOfflineDrafter(),
    });
    if (isAnswer) kept.push({ answer: content, reply: result.reply });
    session = { ...session, ...result };
  };
  await send(invention.landing, true);
  for (const step of [2, 3, 4, 5, 6] as const) {
    for (const answer of invention.answers[step]) {
      if (session.currentStep > step) break;
      await send(answer, true);
    }
    while (session.currentStep === step) await send('next', false);
  }
  return kept;
}

describe('replies that show understanding, over the drafting corpus', () => {
  it('names something the inventor just said in at least 60% of replies to answers, in varied words', async () => {
    const all: Exchange[] = [];
    for (let index = 0; index < CORPUS.length; index++) all.push(...(await exchanges(index)));
    expect(all.length).toBeGreaterThan(30);
    const naming = all.filter(({ answer, reply }) => {
      const acknowledgement = reply.split('\n\n')[0]!;
      const said = contentWords(answer);
      return [...contentWords(acknowledgement)].some((word) => said.has(word));
    });
    if (process.env.DEBUG_UNDERSTANDING)
      for (const e of all.filter((x) => process.env.DEBUG_UNDERSTANDING === 'all' || !naming.includes(x)))
        console.log(`${e.answer.slice(0, 90)}\n  => ${e.reply.split('\n\n')[0]}`);
    expect(naming.length / all.length).toBeGreaterThanOrEqual(0.6);
    // Varied: no single opening starts more than half of the replies.
    const openings = new Map<string, number>();
    for (const { reply } of all) {
      const opening = reply.split(/[:.]/)[0]!.split(' ').slice(0, 3).join(' ');
      openings.set(opening, (openings.get(opening) ?? 0) + 1);
    }
    expect(Math.max(...openings.values()) / all.length).toBeLessThan(0.5);
    // (Every corpus interview, 151 and growing: on a loaded 2-core machine that is past the 30 s default.)
  }, 240_000);
});
