import type { Drafter } from '../drafter';
import { buildInventionModel } from '../understand/invention-model';
import { writeAbstract } from '../write/abstract';
import { writeClaims } from '../write/claims';
import { draftDrawingsDescription } from './abstract';
import { draftReadinessReview } from './review';
import { draftSectionOffline } from './sections';

/** Nothing described (every section skipped): no claim can honestly be written yet. */
function noClaimsYet(subject: string): string {
  return `No claims are drafted yet: the application does not yet describe the parts or steps of the ${subject}.`;
}

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
        claims: writeClaims(model) || noClaimsYet(model.subject),
        abstract: writeAbstract(model, patentData),
        drawingsDescription: draftDrawingsDescription(patentData),
        review: draftReadinessReview(patentData, skipped),
      };
    },
  };
}
