/**
 * Every "may this caller …" question, answered in one place: the paywall (what a holder may read and
 * edit, premium-only operations), the operator's login, and the e-mail proof for the sessions list.
 * A session's holder is whoever has its id (128 random bits, a capability), so nothing else asks that.
 */
export { requireProvenEmail } from './email-proof';
export { type Caller, mayEditSection, mayReadEverything, mayReadField } from './paywall';
export { currentAdminLogin, requireAdmin } from './require-admin';
export { requirePremiumSession } from './require-premium-session';
