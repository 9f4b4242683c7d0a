import { describe, expect, it } from 'vitest';
import { readClause } from '../understand/clause';
import { buildInventionModel } from '../understand/invention-model';
import { claimable } from './claim-language';
import { writeClaims } from './claims';
import { proposeTitle } from './title';

describe('what the title says the whole does (a window screen that rolls up into a box)', () => {
  it('titles the thing with its own act cut at a whole phrase, not with whom it serves', () => {
    expect(
      proposeTitle('A window screen that rolls up into a box at the top of the window like a blind.'),
    ).toBe('Window Screen That Rolls Up into a Box');
    expect(
      proposeTitle('A solid dish soap bar so people can stop buying dish soap in plastic bottles.'),
    ).toBe('Solid Dish Soap Bar');
  });

  it('reads "Side channels keep …" with "side" naming which channels', () => {
    expect(readClause('Side channels keep the edges of the mesh from blowing out.')).toMatchObject({
      subject: 'Side channels',
      verb: 'keep',
    });
  });

  it("closes claim 1 with the title's act when it names a part of claim 1 and nothing else does it", () => {
    const model = buildInventionModel({
      title: 'Window Screen That Rolls Up into a Box',
      summary:
        'The present invention is a window screen that rolls up into a box at the top of the window like a blind.\n\nThe mesh is on a spring roller inside an aluminum box at the top of the frame. The bar locks into magnets on the sill. Side channels keep the edges of the mesh from blowing out.',
      details:
        'Intro.\n\nThe box is 5 cm square. The magnets are neodymium and hold the bar against the wind.',
      completedSections: [],
    });
    const claimOne = writeClaims(model).split('\n\n')[0]!;
    expect(claimOne).toMatch(/,\nwherein the window screen is configured to roll up into the box\.$/);
    expect(claimOne).toContain(
      '\na plurality of side channels configured to keep edges of the mesh from blowing out;',
    );
    expect(claimable('roll up into a box like a blind')).toBe('roll up into a box');
  });
});
