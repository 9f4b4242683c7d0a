/** Every "may this caller …" question, answered in one place. */
export { PDF_PAYMENT_REQUIRED_MESSAGE, requirePremiumSession } from './require-premium-session';
