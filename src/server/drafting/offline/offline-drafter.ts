import type { Drafter } from '../drafter';
import { buildInventionModel } from '../understand/invention-model';
import { writeClaims } from '../write/claims';
import { draftAbstract, draftDrawingsDescription } from './abstract';
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
        claims: writeClaims(buildInventionModel(patentData)),
        abstract: draftAbstract(patentData),
        drawingsDescription: draftDrawingsDescription(patentData),
        review: draftReadinessReview(patentData, skipped),
      };
    },
  };
}
