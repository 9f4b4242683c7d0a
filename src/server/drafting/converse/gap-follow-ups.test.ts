import { describe, expect, it } from 'vitest';
import type { PatentData } from '../../../contract';
import type { DraftingState } from '../../db/schema';
import { createOfflineDrafter } from '../offline/offline-drafter';
import { runTurn, type TurnResult } from '../run-turn';
import { buildInventionModel } from '../understand/invention-model';
import { gapsFor } from './gaps';

type Position = {
  currentStep: number;
  isComplete: boolean;
  patentData: PatentData;
  draftingState: DraftingState;
};

const AT = (step: number, patentData: Partial<PatentData> = {}): Position => ({
  currentStep: step,
  isComplete: false,
  patentData: { title: 'Bike Phone Mount', completedSections: [], ...patentData },
  draftingState: {},
});

const turn = (position: Position, content: string) =>
  runTurn({ sessionId: 'test', ...position, content, sketch: undefined, drafter: createOfflineDrafter() });

const next = (result: TurnResult): Position => ({
  currentStep: result.currentStep,
  isComplete: result.isComplete,
  patentData: result.patentData,
  draftingState: result.draftingState,
});

const followUpOf = (reply: string) => reply.split('\n\n').at(-1)!;

describe('follow-ups from the gaps in the invention model', () => {
  it('asks about the parts a thin answer named, and what is missing of them', async () => {
    const result = await turn(AT(4), 'It has a clamp, a tray and a strap.');
    expect(result.currentStep).toBe(4);
    const followUp = followUpOf(result.reply);
    expect(followUp).toMatch(/the clamp/);
    expect(followUp).toMatch(/the tray/);
    expect(followUp).toMatch(/the strap/);
    expect(followUp).toMatch(/made of.*how big.*attach/);
  });

  it('never asks the same gap twice, stops after two, and "next" moves on', async () => {
    const first = await turn(AT(4), 'It has a clamp, a tray and a strap.');
    const second = await turn(next(first), 'The clamp is aluminum and grips the handlebar.');
    const secondQuestion = followUpOf(second.reply);
    expect(secondQuestion).not.toBe(followUpOf(first.reply));
    // The clamp now has a material and a place: it is not asked about again.
    expect(secondQuestion).not.toMatch(/What is the clamp made of/);
    expect(secondQuestion).toMatch(/the (?:tray|strap)/);
    const third = await turn(next(second), 'The tray holds the phone.');
    expect(third.draftingState.gapsAsked).toEqual({ details: expect.any(Array) });
    expect((third.draftingState.gapsAsked as Record<string, string[]>).details).toHaveLength(2);
    const moved = await turn(next(third), 'next');
    expect(moved.currentStep).toBe(5);
  });

  it('asks for a number behind a vague word', async () => {
    const result = await turn(AT(2), 'Phones fall off quickly on bumpy roads.');
    expect(followUpOf(result.reply)).toMatch(/You said "quickly": can you put a number on it/);
  });

  it('does not ask again what problem it solves when the answer told it ("pricey … makes my kids itch")', async () => {
    const result = await turn(
      AT(2),
      'Store detergents are pricey and full of fragrance that makes my kids itch.',
    );
    expect(result.reply).not.toMatch(/What problem does it solve\?/);
  });

  it('asks no number of a verb that only looks like a vague word ("you cannot warm formula")', async () => {
    const result = await turn(AT(2), 'On road trips you cannot warm formula.');
    expect(result.reply).not.toMatch(/You said "warm"/);
  });

  it('asks for an alternative to an essential part in the Variations step', () => {
    const model = buildInventionModel({
      title: 'Bike Phone Mount',
      details: 'Intro.\n\nThe mount has an aluminum clamp, a silicone tray and a nylon strap.',
      completedSections: [],
    });
    const questions = gapsFor('variations', model, 'It could be bigger.').map((gap) => gap.question);
    expect(questions[0]).toMatch(/^Could the (?:aluminum )?clamp be made another way/);
    expect(questions.at(-1)).toMatch(/You said "bigger"/);
  });

  it('asks which part performs a function said of the whole invention, and for the conditions of a step', () => {
    const base = buildInventionModel({ title: 'Method of Curing Resin', completedSections: [] });
    const model = {
      ...base,
      body: { ...base.body, functions: ['level itself'] },
      steps: [
        { action: 'heating the resin to 80 °C', source: '' },
        { action: 'pouring the resin into a mold', source: '' },
      ],
    };
    const questions = gapsFor('details', model, '').map((gap) => gap.question);
    expect(
      questions.some((q) => /under what conditions: what temperature, time, speed or amount\?$/.test(q)),
    ).toBe(true);
  });
});

describe('follow-ups fit what the element is', () => {
  it('asks an ingredient for its amount, never where it sits, and never asks about a word of a longer name', () => {
    const patentData: PatentData = {
      title: 'Shelf-Stable Hot Sauce',
      details:
        'Intro.\n\nThe ingredients are habanero peppers, vinegar and chia seed gel. The chia also makes it thicker.',
      completedSections: [],
    };
    const questions = gapsFor('details', buildInventionModel(patentData), '').map((gap) => gap.question);
    expect(questions).toContain('How much vinegar goes in: what share by weight or volume, or what amount?');
    expect(questions.filter((question) => /Where does|made of/.test(question))).toEqual([]);
    expect(questions.filter((question) => /\bthe chia\b(?! seed)/.test(question))).toEqual([]);
  });
});
