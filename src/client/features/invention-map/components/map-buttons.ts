/** The map's small buttons, in the look of the review screen's Edit button. */
export const MAP_BUTTON =
  'rounded-md border border-gray-300 bg-white px-2 py-1 text-xs font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:text-gray-500';

export const MAP_DANGER_BUTTON =
  'rounded-md bg-red-700 px-2 py-1 text-xs font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700';
