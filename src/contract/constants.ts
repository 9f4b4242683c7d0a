/**
 * Every business constant of spec §9, in one place. Client and server import these; no other file
 * repeats a number that the product promises somewhere.
 */

export const PRODUCT_NAME = 'InventDraft';

// Price (spec §1, §9): one payment of 59 USD unlocks the premium features.
export const PRICE_USD = 59;
export const PRICE_CENTS = 5900;
export const CURRENCY = 'usd';

// Sections and steps (spec §3, §4, §9).
export const SECTION_KEYS = [
  'title',
  'background',
  'summary',
  'details',
  'variations',
  'useCases',
  'sketch',
  'review',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const TOTAL_STEPS = 8;
export const SKETCH_STEP = 7;
export const REVIEW_STEP = 8;
/** Review mode starts at step 8, or once this many sections are completed (spec §4). */
export const REVIEW_MIN_COMPLETED_SECTIONS = 7;
/** Save for Later is offered on steps 1 to 7 (spec §2). */
export const SAVE_FOR_LATER_LAST_STEP = 7;
/** The landing teaser shows step 1 of 8 (spec §9). */
export const LANDING_PROGRESS_PERCENT = 12.5;

// Sketch upload (spec §5, §9).
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp'] as const;
export const IMAGE_PICKER_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

// Timings (spec §4, §9), in milliseconds.
export const PREVIEW_MODAL_TIMEOUT_MS = 90_000;
export const PROCESSING_STEP_COUNT = 4;
export const PROCESSING_STEP_MS = 1_000;
export const PROCESSING_DONE_WAIT_MS = 1_500;
export const CHECKOUT_SUCCESS_REDIRECT_MS = 2_000;
export const ALREADY_PAID_REDIRECT_MS = 1_000;
export const TEST_MODE_REDIRECT_MS = 1_000;
export const EDIT_SAVED_REFRESH_MS = 500;
export const EDIT_SAVED_BANNER_MS = 3_000;
export const SCROLL_TO_BOTTOM_DELAY_MS = 100;

// Lengths (spec §5, §9).
export const PDF_FILENAME_MAX_CHARS = 50;
export const PDF_DEFAULT_FILENAME_STEM = 'patent_application';
export const LOCKED_PREVIEW_CHARS = 100;
export const SESSION_ID_SHORT_CHARS = 8;

// Chat panel (spec §2, §9).
export const CHAT_PANEL_MIN_HEIGHT_PX = 200;
export const CHAT_PANEL_MAX_VIEWPORT_PERCENT = 60;

// Toasts and tooltips (spec §9).
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Admin dashboard (spec §9).
export const ADMIN_PAGE_SIZE = 100;
export const ADMIN_PAGE_BUTTONS = 5;
export const ADMIN_FIELD_CUT_CHARS = 200;
export const ADMIN_MESSAGE_CUT_CHARS = 300;
export const ADMIN_PANEL_SCROLL_HEIGHT_PX = 300;
/**
 * A search counts its matches up to this many (design §7 deviation): counting every match of a common
 * word at a million sessions takes half a second, so beyond it the dashboard says "1,000+".
 */
export const ADMIN_SEARCH_COUNT_CAP = 1_000;

// Claims made on the site (spec §9).
export const DRAFT_MINUTES_CLAIM = 60;
export const CHAT_MINUTES_CLAIM = '10-15';
/**
 * Spec §9 claimed "30 to 60 seconds"; the PDF takes well under 2 s (bench/pdf.ts), and issue 17
 * asks to say what is true.
 */
export const PDF_GENERATION_TIME_CLAIM = 'a few seconds';
export const LEGAL_FEES_ALTERNATIVE = '$2,000+';
export const PRIORITY_MONTHS = 12;
export const SUPPORT_RESPONSE_HOURS = 24;
export const SUPPORT_WEEKDAY_RESPONSE_HOURS = 8;
export const REFUND_DAYS_IF_REJECTED = 30;
export const TESTIMONIAL_RATING = '4.9/5';
export const TESTIMONIAL_COUNT = '200+';

/**
 * One fee table for the whole site (design §8): the USPTO provisional filing fee in force since
 * 19 January 2025 (37 CFR 1.16(d)), in USD.
 */
export const PROVISIONAL_FILING_FEES_USD = { micro: 65, small: 130, large: 325 } as const;

// Policy figures (spec §9).
export const POLICY = {
  minimumAge: 18,
  childrenPrivacyAge: 13,
  documentsDownloadableDaysAfterTermination: 30,
  patentDocumentRetentionYears: 7,
  deletionRequestDays: 30,
  privacyInquiryReplyDays: 30,
  securityReportReplyHours: 24,
  breachNotificationHours: 72,
  recoveryTimeObjectiveHours: 4,
  recoveryPointObjectiveHours: 1,
  privacyPolicyLastUpdated: 'June 20, 2025',
} as const;
