import { ADMIN_PANEL_SCROLL_HEIGHT_PX } from '../../../../contract/constants';

/** Spec §9: detail boxes scroll at a 300 px height. */
export const panelScrollStyle = { maxHeight: ADMIN_PANEL_SCROLL_HEIGHT_PX };
