import type { Drafter } from '../drafter';
import { buildInventionModel } from '../understand/invention-model';
import { writeAbstract } from '../write/abstract';
import { writeClaims } from '../write/claims';
import { draftDrawingsDescription } from './abstract';
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
      const model = buildInventionModel(patentData);
      return {
        claims: writeClaims(model),
        abstract: writeAbstract(model, patentData),
        drawingsDescription: draftDrawingsDescription(patentData),
        review: draftReadinessReview(patentData, skipped),
      };
    },
  };
}
