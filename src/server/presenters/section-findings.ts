import type { CheckSectionResponse } from '../../contract';

/** What the checker found in a section as the inventor types: an empty list is a clean section. */
export const presentSectionFindings = (findings: CheckSectionResponse['findings']): CheckSectionResponse => ({
  findings,
});
