import { describe, expect, it } from 'vitest';
import { stepObjectProblems } from '../check/claim-sense';
import { readClause } from '../understand/clause';
import { buildInventionModel } from '../understand/invention-model';
import { infinitiveOf } from '../understand/nlp';
import { withoutNumbers } from '../write/claim-language';
import { writeClaims } from '../write/claims';
import { withoutActor } from './passive';
import { formalSentences } from './style';

const told =
  'Tape off the paint around the headlight. Wet sand the lens with 800 grit, then 1500, then 3000 grit sandpaper. Wipe it with isopropyl alcohol and let it dry. Spray two coats of 2K UV clear coat 10 minutes apart and let it cure for 24 hours.';

describe('a finishing process told as instructions (restoring cloudy headlights)', () => {
  it('reads every instruction, "Tape off", "Wet sand" and "Spray two coats" too, and what "it" is', () => {
    expect(formalSentences(told)).toEqual([
      'The user tapes off the paint around the headlight.',
      'The user wet-sands the lens with 800 grit, then 1500, then 3000 grit sandpaper.',
      'The user wipes the lens with isopropyl alcohol and lets it dry.',
      'The user sprays two coats of 2K UV clear coat 10 minutes apart and lets it cure for 24 hours.',
    ]);
    expect(formalSentences('The trick is sealing the lens with a UV clear coat.')).toEqual([
      'The present invention relies on sealing the lens with a UV clear coat.',
    ]);
  });

  it('tells the steps without the user, in agreement, and what cures is the clear coat', () => {
    expect(withoutActor('The user wipes the lens with isopropyl alcohol and lets it dry.', 'method')).toBe(
      'The lens is wiped with isopropyl alcohol and allowed to dry.',
    );
    expect(
      withoutActor(
        'The user sprays two coats of 2K UV clear coat 10 minutes apart and lets it cure for 24 hours.',
        'method',
      ),
    ).toBe(
      'Two coats of 2K UV clear coat are sprayed 10 minutes apart, and the 2K UV clear coat is allowed to cure for 24 hours.',
    );
    expect(withoutActor('The user adds 5 grams of alum.', 'method')).toBe('5 grams of alum is added.');
  });

  it('reads "is wet-sanded with …" as an act, a run of grits as one phrase, and "hot-filled" as "hot-fill"', () => {
    expect(
      readClause('The lens is wet-sanded with 800 grit, then 1500, then 3000 grit sandpaper.'),
    ).toMatchObject({
      kind: 'passive',
      verb: 'wet-sand',
      rest: 'with 800 grit then 1500 then 3000 grit sandpaper',
    });
    expect(readClause('The piston is spring-loaded.')).toMatchObject({ kind: 'copula' });
    expect(infinitiveOf('hot-filled')).toBe('hot-fill');
  });

  it('claims the steps broadly, leaving grits, kinds and times to dependents', () => {
    expect(withoutNumbers('wet-sanding the lens with 800 grit then 1500 then 3000 grit sandpaper')).toBe(
      'wet-sanding the lens with sandpaper',
    );
    expect(withoutNumbers('spraying the coats of 2K UV clear coat 10 minutes apart')).toBe(
      'spraying the coats of 2K UV clear coat',
    );
    expect(stepObjectProblems('taping off paint around the headlight')).toEqual([]);
  });

  it('closes claim 1 with what the trick is, and uses the polish the inventor may add', () => {
    const model = buildInventionModel({
      title: 'Method That Restores Cloudy Headlights',
      summary: `The present invention is a method that restores cloudy headlights.\n\n${formalSentences('The trick is sealing the lens with a UV clear coat after sanding.').join(' ')}`,
      details:
        'Intro.\n\nThe lens is wet-sanded with 800 grit, then 1500, then 3000 grit sandpaper. The lens is wiped with isopropyl alcohol and allowed to dry. Two coats of 2K UV clear coat are sprayed 10 minutes apart.',
      variations: 'Alternatives.\n\nA polishing compound can be used after the 3000 grit for extra shine.',
      completedSections: [],
    });
    const claims = writeClaims(model).split('\n\n');
    expect(claims[0]).toMatch(/,\nwherein the UV clear coat seals the lens\.$/);
    expect(claims).toContain(
      '4. The method of claim 1, further comprising using a polishing compound after wet-sanding the lens.',
    );
  });
});
