import type { CoverSheetDetails, CoverSheetDetailsResponse } from '../../contract';

/** The cover sheet's inventors and correspondence address, as stored. */
export const presentCoverSheetDetails = (coverSheet: CoverSheetDetails): CoverSheetDetailsResponse => ({
  coverSheet,
});
