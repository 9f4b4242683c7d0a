import { describe, expect, it } from 'vitest';
import { LOCKED_PREVIEW_CHARS } from '../../contract';
import type { SessionRow } from '../db/rows';
import { presentSession } from './session';

const long = (label: string) => `${label} `.repeat(60);

function row(premiumUnlocked: boolean): SessionRow {
  return {
    id: 7,
    sessionId: 'AAAAAAAAAAAAAAAAAAAAAA',
    userEmail: null,
    currentStep: 4,
    totalSteps: 8,
    isComplete: false,
    premiumUnlocked,
    pdfGenerated: false,
    pdfFilename: null,
    patentData: {
      title: long('Title'),
      background: long('Background'),
      summary: long('Summary'),
      details: long('Details'),
      claims: long('Claims'),
      completedSections: ['title', 'background', 'summary'],
    },
    draftingState: { reopenedSection: 'details' },
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-02T00:00:00Z'),
    titleSearch: long('Title').toLowerCase(),
  };
}

describe('session presenter paywall (design §4)', () => {
  it('gives a free session its title and background in full and every other section cut to 100 characters', () => {
    const { patentData } = presentSession(row(false));
    expect(patentData.title).toBe(long('Title'));
    expect(patentData.background).toBe(long('Background'));
    expect(patentData.summary).toBe(long('Summary').slice(0, LOCKED_PREVIEW_CHARS));
    expect(patentData.details).toHaveLength(LOCKED_PREVIEW_CHARS);
    expect(patentData.claims).toHaveLength(LOCKED_PREVIEW_CHARS);
    expect(patentData.completedSections).toEqual(['title', 'background', 'summary']);
  });

  it('gives a premium session everything, and never exposes internal drafting state', () => {
    const presented = presentSession(row(true));
    expect(presented.patentData.details).toBe(long('Details'));
    expect(JSON.stringify(presented)).not.toContain('reopenedSection');
  });

  it('lets the operator see everything with the paywall off', () => {
    expect(presentSession(row(false), 'operator').patentData.claims).toBe(long('Claims'));
  });

  it('is an allow-list: a field added later is cut too, and anything but text is left out', () => {
    const withNewFields = row(false);
    withNewFields.patentData = {
      ...withNewFields.patentData,
      crossReference: long('Reference'),
      futureStructure: { secret: long('Secret') },
    } as SessionRow['patentData'];
    const shown = presentSession(withNewFields).patentData as Record<string, unknown>;
    expect(shown.crossReference).toBe(long('Reference').slice(0, LOCKED_PREVIEW_CHARS));
    expect(shown).not.toHaveProperty('futureStructure');
    expect(JSON.stringify(shown)).not.toContain('Secret');
  });

  it('never cuts a preview inside a character', () => {
    const emoji = row(false);
    emoji.patentData = { ...emoji.patentData, summary: `${'a'.repeat(99)}😀${long('Summary')}` };
    const summary = presentSession(emoji).patentData.summary!;
    expect(summary).toBe('a'.repeat(99));
    expect(summary.isWellFormed()).toBe(true);
  });
});
