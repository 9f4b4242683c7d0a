import type { Drafter } from '../drafter';
import { draftAbstract, draftDrawingsDescription } from './abstract';
import { draftClaims } from './claims';
import { draftReadinessReview } from './review';
import { draftSectionOffline } from './sections';

/** Design §4: the default drafter. Rules and templates only; deterministic; no network. */
export function createOfflineDrafter(): Drafter {
  return {
    name: 'offline',
    async draftSection(request) {
      return draftSectionOffline(request);
    },
    async draftReview({ patentData, skipped }) {
      return {
        claims: draftClaims(patentData),
        abstract: draftAbstract(patentData),
        drawingsDescription: draftDrawingsDescription(patentData),
        review: draftReadinessReview(patentData, skipped),
      };
    },
  };
}
