import { describe, expect, it } from 'vitest';
import type { PatentData } from '../../../contract';
import { cutClauseProblems } from '../check/claim-sense';
import { withoutNumbers } from '../write/claim-language';
import { writeClaims } from '../write/claims';
import { proposeTitle } from '../write/title';
import { readClause } from './clause';
import { buildInventionModel } from './invention-model';

/**
 * Inventions written cold in stop 42 (docs/drafting-open-inventions.md): each reading rule a first draft
 * of one of them showed missing, on the inventor's own sentences as the interview formalized them.
 */

/** The claims of a told invention, and its claim 1 alone. */
function drafted(patentData: PatentData): { claims: string; claimOne: string } {
  const claims = writeClaims(buildInventionModel(patentData));
  return { claims, claimOne: claims.split('\n\n')[0]! };
}

describe('stop 42: a browser extension that blurs spoilers', () => {
  const extension: PatentData = {
    title: 'Browser Extension That Blurs Spoilers for Shows',
    summary:
      'The present invention is a browser extension that blurs spoilers for shows the user has not caught up on yet.\n\n' +
      'The user tells it what shows the user watches and which episode the user is on. The browser extension reads each page as it loads, and when a headline or post mentions a character or event from a later episode, it blurs that text. The user can click to reveal it if the user wants.',
    details:
      'The following description sets forth an embodiment of the present invention in detail.\n\n' +
      'The present invention uses an episode guide for each show with the character names and plot words per episode. It checks the page again when new posts load while the user scrolls. It runs in Chrome and Firefox.',
    variations:
      'The present invention is not limited to the embodiment described above; alternative embodiments include the following.\n\n' +
      'The browser extension may mark episodes watched automatically from the streaming history.',
    completedSections: [],
  };

  it('reads a program named as a browser extension as software, and titles it by what it does', () => {
    expect(buildInventionModel(extension).kinds).toEqual(['software']);
    expect(
      proposeTitle("A browser extension that blurs spoilers for shows you haven't caught up on yet."),
    ).toBe('Browser Extension That Blurs Spoilers for Shows');
  });

  it('reads "as it loads" as the page\'s own loading, and keeps "the user is on" whole', () => {
    expect(readClause('The browser extension reads each page as it loads.')).toMatchObject({
      verb: 'read',
      rest: 'each page as the page loads',
      more: [],
    });
    expect(withoutNumbers('receiving shows the user watches and an episode the user is on')).toBe(
      'receiving shows the user watches and an episode the user is on',
    );
    expect(cutClauseProblems('receiving shows a user watches and an episode the user is on')).toEqual([]);
    expect(cutClauseProblems('blurring text of a headline when it loads on')).not.toEqual([]);
  });

  it('claims what the user tells it, the conditional blurring, and revealing on a click as a dependent', () => {
    const { claims, claimOne } = drafted(extension);
    expect(claimOne).toContain('receive shows a user watches and an episode the user is on;');
    expect(claimOne).toContain('read each page as the page loads;');
    expect(claimOne).toContain(
      'blur text of a headline or post when the headline or post mentions a character or event from a later episode',
    );
    expect(claims).toContain(
      'The method of claim 5, further comprising revealing the text of the headline or post upon a click by the user.',
    );
    expect(claims.split('\n\n').length).toBeGreaterThanOrEqual(12);
  });
});
