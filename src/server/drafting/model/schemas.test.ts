import { describe, expect, it } from 'vitest';
import { stringsWithoutTextRule } from '../../../contract';
import { DRAFTER_INSTRUCTIONS } from './prompts';
import { reviewDraftSchema, sectionDraftSchema } from './schemas';

describe("the model's answers keep the contract's text rule (issue 14)", () => {
  it('refuses NUL and lone surrogates in every text a model returns, so they are never stored', () => {
    expect(stringsWithoutTextRule(sectionDraftSchema)).toEqual([]);
    expect(stringsWithoutTextRule(reviewDraftSchema)).toEqual([]);
    const draft = { comment: 'Added.', sectionText: 'Text \ud800', followUp: 'More?', seeds: [] };
    expect(sectionDraftSchema.safeParse(draft).success).toBe(false);
  });
});

describe('the model is grounded in the knowledge base', () => {
  it('gives the model the written answers it may use for questions', () => {
    expect(DRAFTER_INSTRUCTIONS).toContain('37 CFR 1.16(d)');
    expect(DRAFTER_INSTRUCTIONS).toContain('set intent to "question"');
  });
});
