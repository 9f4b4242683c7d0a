import { describe, expect, it } from 'vitest';
import type { PatentData } from '../../../contract';
import { createOfflineDrafter } from '../offline/offline-drafter';
import { draftReadinessReview, PUBLIC_DISCLOSURE_QUESTION } from '../offline/review';
import { runTurn } from '../run-turn';
import { buildInventionModel } from '../understand/invention-model';
import { dateIn, disclosureIn, disclosureWarning } from './disclosure';
import { practitionerPoints } from './practitioner-points';

const THIN: PatentData = {
  title: 'Bike Phone Mount',
  details: 'Intro.\n\nThe mount has a clamp, a tray and a strap. The tray is small.',
  completedSections: [],
};

describe('a readiness review a practitioner would write', () => {
  it('names the thin parts and the missing facts, most important first, each part once', () => {
    const points = practitionerPoints(buildInventionModel(THIN), THIN);
    // "The tray is small" says something of its size (vaguely, so it is flagged below).
    expect(points.slice(0, 2)).toEqual([
      'The clamp: no material or size is given; where it sits and what it does are not said.',
      'The strap: no material or size is given; where it sits and what it does are not said.',
    ]);
    expect(points.filter((point) => point.includes('clamp'))).toHaveLength(2); // its gaps, its alternative
    expect(points).toContain('"small" (Details) has no number behind it.');
    expect(points).toContain(
      'No alternative is described for the clamp, the tray or the strap; other materials or designs named now are protected too.',
    );
    expect(points.at(-1)).toMatch(/^Best mode: .*35 USC 112\(a\)/);
  });

  it('takes a temperature given anywhere as the number behind "too hot", and a sensor\'s name as what it does', () => {
    const reel: PatentData = {
      title: 'Extension Cord Reel',
      summary: 'Intro.\n\nThe reel shuts itself off when the cord becomes too hot.',
      details:
        'Intro.\n\nThe reel has a temperature sensor and a relay. The relay cuts the power when the cable hits 60 degrees Celsius.',
      completedSections: [],
    };
    const points = practitionerPoints(buildInventionModel(reel), reel);
    expect(points.join(' ')).not.toMatch(/"hot"/);
    expect(points.join(' ')).not.toMatch(/temperature sensor: [^.]*what it does/);
    const cold = { ...reel, details: 'Intro.\n\nThe reel has a temperature sensor and a relay.' };
    expect(practitionerPoints(buildInventionModel(cold), cold)).toContain(
      '"hot" (Summary) has no number behind it.',
    );
  });

  it('does not call a long Details section short', () => {
    const details = `Intro.\n\n${'The aluminum clamp is 40 mm wide and bolts to the handlebar. '.repeat(12)}`;
    const review = draftReadinessReview({ ...THIN, details }, []);
    expect(review).not.toMatch(/The Details section is short/);
    expect(draftReadinessReview(THIN, [])).toMatch(/The Details section is short/);
  });
});

describe('the public disclosure question', () => {
  it.each([
    ['2026-03-03', '2026-03-03'],
    ['on 3/14/2026', '2026-03-14'],
    ['March 3, 2026', '2026-03-03'],
    ['the 3rd of March', undefined],
    ['3 March 2026', '2026-03-03'],
    ['in May 2025', '2025-05-01'],
    ['on 2026-02-30', undefined],
  ])('reads the date in "%s"', (text, date) => {
    expect(dateIn(text)).toBe(date);
  });

  it('tells a statement of disclosure from other messages', () => {
    expect(disclosureIn('I first showed it at a trade show on March 3, 2026.')).toEqual({
      firstDisclosed: '2026-03-03',
    });
    expect(disclosureIn('It has never been shown or sold.')).toEqual({ never: true });
    expect(disclosureIn('The clamp is 40 mm wide.')).toBeUndefined();
  });

  it('warns by the 12-month US grace period and the countries with none', () => {
    const today = new Date('2026-06-01T00:00:00Z');
    expect(disclosureWarning({ firstDisclosed: '2026-03-03' }, today)).toMatch(
      /File in the US no later than 2027-03-03: 35 USC 102\(b\)\(1\).*Most other countries allow no grace period/,
    );
    expect(disclosureWarning({ firstDisclosed: '2025-01-10' }, today)).toMatch(/ended on 2026-01-10/);
    expect(disclosureWarning({ never: true }, today)).toMatch(/Keep it confidential until you file/);
  });

  it('stores the date given in review and puts the warning in place of the question', async () => {
    const patentData: PatentData = {
      ...THIN,
      review: `Readiness review: …\n\n${PUBLIC_DISCLOSURE_QUESTION}`,
      completedSections: ['title', 'details', 'review'],
    };
    const turn = await runTurn({
      sessionId: 'test',
      currentStep: 8,
      isComplete: true,
      patentData,
      draftingState: {},
      content: 'We sold the first ones at a farmers market in May 2026.',
      sketch: undefined,
      drafter: createOfflineDrafter(),
      now: new Date('2026-06-01T00:00:00Z'),
    });
    expect(turn.draftingState.publicDisclosure).toEqual({ firstDisclosed: '2026-05-01' });
    expect(turn.patentData.review).not.toContain(PUBLIC_DISCLOSURE_QUESTION);
    expect(turn.patentData.review).toMatch(/File in the US no later than 2027-05-01/);
    expect(turn.patentData.details).toBe(THIN.details);
    expect(turn.reply).toMatch(
      /^Thank you, I have noted that\. Public disclosure: first shown, sold or offered on 2026-05-01/,
    );
  });
});

describe('a review of a thin disclosure', () => {
  it('says plainly that the description is thin when the details were skipped', () => {
    const review = draftReadinessReview(THIN, ['details', 'variations', 'useCases']);
    expect(review).toMatch(/^Readiness review: the description is thin\./);
    expect(review).toMatch(/^- The Details section was skipped and holds only general wording\.$/m);
    expect(draftReadinessReview(THIN, [])).not.toMatch(/description is thin/);
  });

  it('never reviews a word of a longer part, a comparative or the work in progress as a part', () => {
    const patentData: PatentData = {
      title: 'Shelf-Stable Hot Sauce',
      details:
        'Intro.\n\nThe ingredients are habanero peppers, vinegar and chia seed gel. The chia also makes it thicker. The mix is heated.',
      completedSections: [],
    };
    const points = practitionerPoints(buildInventionModel(patentData), patentData);
    expect(points.filter((point) => /^The (?:chia|thicker|mix):/.test(point))).toEqual([]);
    // "hot" names the invention; it promises no number.
    expect(points.some((point) => point.startsWith('"hot"'))).toBe(false);
  });
});
