import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESCRIPTION_SECTION_KEYS, type PatentData } from '../../src/contract';
import { INVENTIONS, type InventionScript } from '../helpers/inventions';
import { newSession, sendMessage } from '../helpers/session-factories';
import { call, startTestApp, type TestApp } from '../helpers/test-app';

const FIRST_PERSON = /\b(?:I|me|my|mine|myself|we|our|ours|ourselves)\b|\bus\b/i;
const FORMAL_SECTIONS = [
  ...DESCRIPTION_SECTION_KEYS,
  'sketch',
  'claims',
  'abstract',
  'drawingsDescription',
] as const;
const ALL_TEXT_FIELDS = ['title', ...FORMAL_SECTIONS, 'review'] as const;

/** Claim rules checked independently of the server's own checker (src/server/drafting/check). */
function expectWellFormedClaims(claims: string) {
  const paragraphs = claims.split(/\n\s*\n/).map((p) => p.trim());
  expect(paragraphs.length).toBeGreaterThanOrEqual(8);
  const categories: string[] = [];
  paragraphs.forEach((paragraph, index) => {
    const number = index + 1;
    expect(paragraph).toMatch(new RegExp(`^${number}\\. \\S`));
    expect(paragraph).toMatch(/\.$/);
    // Definite language (MPEP 2173.05): none of the words that make a claim indefinite.
    expect(paragraph).not.toMatch(/\b(?:can|could|may|might|such as|instead of|preferably|etc)\b/);
    const dependent = /^\d+\. The .+? of claim (\d+), (?:wherein|further comprising) \S/.exec(paragraph);
    if (dependent) {
      const parent = Number(dependent[1]);
      expect(parent).toBeGreaterThanOrEqual(1);
      expect(parent).toBeLessThan(number);
    } else {
      const independent = /^\d+\. (An? .+?),? comprising:\n/.exec(paragraph);
      expect(independent, paragraph).not.toBeNull();
      categories.push(/\bmethod\b/.test(independent![1]!) ? 'method' : 'thing');
    }
  });
  // At least two independent claims, and not all of one category.
  expect(categories.length).toBeGreaterThanOrEqual(2);
}

async function sketchDataUrl(index: number): Promise<string> {
  const formats = ['png', 'jpeg', 'webp', 'gif'] as const;
  const format = formats[index % formats.length]!;
  const image = sharp({ create: { width: 320, height: 240, channels: 3, background: '#ffffff' } }).composite([
    {
      input: Buffer.from(
        '<svg width="320" height="240"><rect x="40" y="60" width="240" height="20" fill="black"/><line x1="60" y1="80" x2="40" y2="220" stroke="black" stroke-width="6"/></svg>',
      ),
    },
  ]);
  const bytes = await image.toFormat(format).toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

describe(`the interview with the offline drafter, over HTTP (${inject('databaseKind')} PostgreSQL)`, () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(() => server.close());

  const send = (sessionId: string, content: string, imageData?: string) =>
    sendMessage(server.url, sessionId, content, imageData ? { imageData } : {});

  async function stored(sessionId: string) {
    const { rows } = await server.database.pool.query(
      'select patent_data, drafting_state, current_step, is_complete from sessions where session_id = $1',
      [sessionId],
    );
    return rows[0] as {
      patent_data: PatentData;
      drafting_state: Record<string, unknown>;
      current_step: number;
      is_complete: boolean;
    };
  }

  async function interview(invention: InventionScript, index: number) {
    const { sessionId } = await newSession(server.url, { userEmail: `inventor${index}@example.com` });
    let sent = 0;
    let followUps = 0;
    const answered: Record<number, string[]> = {};

    const landing = await send(sessionId, invention.landing);
    sent += 1;
    expect(landing.session!.currentStep).toBe(2);
    expect(landing.session!.patentData.title).toMatch(/\S/);
    expect(landing.session!.patentData.completedSections).toEqual(['title']);
    expect(landing.aiMessage.content).toContain(landing.session!.patentData.title!);
    expect(landing.aiMessage.content).toMatch(/Step 2 of 8/);
    // The description also seeds later sections (not yet completed) with what it already says.
    const seeded = (await stored(sessionId)).patent_data;
    const seededSections = (['background', 'summary', 'details', 'useCases'] as const).filter(
      (key) => seeded[key],
    );
    expect(seededSections.length, `${invention.field}: nothing seeded`).toBeGreaterThanOrEqual(1);
    for (const key of seededSections) expect(seeded[key]).not.toMatch(FIRST_PERSON);

    for (const step of [2, 3, 4, 5, 6] as const) {
      let step_ = step as number;
      answered[step] = [];
      for (const answer of invention.answers[step]) {
        const reply = await send(sessionId, answer);
        answered[step]!.push(answer);
        sent += 1;
        step_ = reply.session!.currentStep;
        expect(step_).toBeGreaterThanOrEqual(step);
        if (step_ === step) {
          followUps += 1;
          // A targeted follow-up, not the next step's question.
          expect(reply.aiMessage.content).not.toMatch(/Step \d of 8/);
          expect(reply.aiMessage.content.split('\n\n').pop()).toMatch(
            /^(?:What|How|Who|Walk|Could|About|In a few|Is there|You named|You said|Where|Which|When)/,
          );
        } else {
          expect(step_).toBe(step + 1);
          expect(reply.aiMessage.content).toContain(`Step ${step + 1} of 8`);
          break;
        }
      }
      expect(step_, `${invention.field}: step ${step} did not advance`).toBe(step + 1);
    }

    const last = invention.sketchCaption
      ? await send(sessionId, invention.sketchCaption, await sketchDataUrl(index))
      : await send(sessionId, 'skip');
    sent += 1;
    expect(last.session!.currentStep).toBe(8);
    expect(last.session!.isComplete).toBe(true);
    // The readiness review is a locked section: the reply points to it instead of quoting it.
    expect(last.aiMessage.content).toContain('is in the Readiness Review section');
    expect(last.session!.patentData.review).toMatch(/^Readiness review/);
    return { sessionId, sent, followUps, answered };
  }

  it('drives five inventions through all eight steps into a coherent, formal, complete draft', async () => {
    let followUps = 0;
    for (const [index, invention] of INVENTIONS.entries()) {
      const run = await interview(invention, index);
      followUps += run.followUps;
      const { patent_data: data, current_step, is_complete, drafting_state } = await stored(run.sessionId);
      expect(current_step).toBe(8);
      // The invention model, rebuilt on every turn, is kept server-side with the parts the inventor named.
      const model = drafting_state.invention as { kinds: string[]; elements: { name: string }[] };
      expect(model.kinds.length, invention.field).toBeGreaterThan(0);
      const named = model.elements.map((element) => element.name.toLowerCase()).join(' | ');
      expect(
        invention.components.filter((component) => named.includes(component.toLowerCase().replace(/s$/, '')))
          .length,
        `${invention.field}: ${named}`,
      ).toBeGreaterThanOrEqual(2);
      expect(is_complete).toBe(true);
      expect([...data.completedSections].sort()).toEqual(
        ['title', 'background', 'summary', 'details', 'variations', 'useCases', 'sketch', 'review'].sort(),
      );
      for (const field of ALL_TEXT_FIELDS)
        expect(data[field], `${invention.field}: ${field}`).toMatch(/\w{3}/);
      for (const field of FORMAL_SECTIONS) {
        expect(data[field], `${invention.field}: ${field} has first person`).not.toMatch(FIRST_PERSON);
      }
      for (const component of invention.components) {
        expect(data.details!.toLowerCase(), `${invention.field}: ${component}`).toContain(
          component.toLowerCase(),
        );
      }
      // No lost facts: every figure the inventor gave at steps 2–6 is in the section it was given for.
      for (const [step, section] of [
        [2, 'background'],
        [3, 'summary'],
        [4, 'details'],
        [5, 'variations'],
        [6, 'useCases'],
      ] as const) {
        for (const figure of run.answered[step]!.join(' ').match(/\d+(?:\.\d+)?/g) ?? []) {
          expect(data[section], `${invention.field}: ${figure} in ${section}`).toContain(figure);
        }
      }
      expect(data.summary).toMatch(/the present invention/i);
      expectWellFormedClaims(data.claims!);
      expect(data.abstract!.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(150);
      if (invention.sketchCaption) {
        expect(data.sketchImage).toBe(`/api/patent/session/${run.sessionId}/sketch`);
        expect(data.drawingsDescription).toMatch(/^FIG\. 1 /);
      } else {
        expect(data.sketchImage).toBeUndefined();
        expect(data.review).toMatch(/No drawing/);
      }

      const fetched = await call<{ session: { patentData: PatentData }; messages: unknown[] }>(
        server.url,
        'GET',
        `/api/patent/session/${run.sessionId}`,
      );
      // The greeting plus a user message and a reply per turn.
      expect(fetched.body.messages).toHaveLength(1 + 2 * run.sent);
      // Not paid: only title and background are given in full.
      expect(fetched.body.session.patentData.background).toBe(data.background);
      expect(fetched.body.session.patentData.details).toBe(data.details!.slice(0, 100));
      expect(fetched.body.session.patentData.claims).toBe(data.claims!.slice(0, 100));
    }
    // Several first answers were too thin: the assistant asked targeted follow-ups instead of advancing.
    expect(followUps).toBeGreaterThanOrEqual(5);
  });

  it('moves on with "next" or "skip", filling the skipped section with formal wording', async () => {
    const { sessionId } = await newSession(server.url);
    await send(sessionId, 'The Leash Bowl');
    for (const command of ['next', 'Skip', 'skip this step', 'next', 'skip', 'skip'])
      await send(sessionId, command);
    const { patent_data: data, current_step, is_complete, drafting_state } = await stored(sessionId);
    expect(current_step).toBe(8);
    expect(is_complete).toBe(true);
    expect(data.title).toBe('The Leash Bowl');
    for (const field of ALL_TEXT_FIELDS) expect(data[field], field).toMatch(/\w{3}/);
    expect(drafting_state.skipped).toEqual([...DESCRIPTION_SECTION_KEYS, 'sketch']);
    expect(data.review).toMatch(/Background section was skipped/);
    // Nothing was described, so nothing can be claimed yet; the review says so.
    expect(data.claims).toMatch(/^No claims are drafted yet/);
  });

  it('reopens a section from review for one answer, then returns to review with redrafted claims', async () => {
    const run = await interview(INVENTIONS[4]!, 10);
    const before = await stored(run.sessionId);

    const reopen = await send(run.sessionId, 'Add more details to the Variations section');
    expect(reopen.aiMessage.content).toMatch(/Variations/);
    expect((await stored(run.sessionId)).drafting_state.reopenedSection).toBe('variations');
    expect(reopen.session!.currentStep).toBe(8);

    const added = await send(
      run.sessionId,
      'In another version the folding bowl is made of collapsible TPE rubber and the bottle body has a 2 inch wide mouth for ice cubes.',
    );
    expect(added.session!.currentStep).toBe(8);
    expect(added.session!.isComplete).toBe(true);
    const after = await stored(run.sessionId);
    expect(after.drafting_state.reopenedSection).toBeUndefined();
    expect(after.patent_data.variations).toContain(before.patent_data.variations!);
    expect(after.patent_data.variations).toContain('TPE rubber');
    expect(after.patent_data.claims).not.toBe(before.patent_data.claims);
    expect(after.patent_data.claims).toContain('TPE rubber');
    expectWellFormedClaims(after.patent_data.claims!);

    // Back in review, a plain message changes nothing.
    const chat = await send(run.sessionId, 'Thanks, looks good');
    expect(chat.aiMessage.content).toMatch(/complete/);
    expect((await stored(run.sessionId)).patent_data).toEqual(after.patent_data);
  });
});
