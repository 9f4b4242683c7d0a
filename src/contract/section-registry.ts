import { SECTION_KEYS, type SectionKey } from './constants';

/**
 * Every section of the application in one place (issue 15): what the chat calls it, the interview
 * step that writes it, where the PDF puts it, whether a free user may read it, and whether an
 * inventor's first description may seed it. Lists of sections elsewhere are read from here.
 */
export type ApplicationField = SectionKey | 'claims' | 'abstract' | 'drawingsDescription';

export type SectionEntry = {
  key: ApplicationField;
  /** The name the inventor sees (chat, progress bar, review screen). */
  label: string;
  /** The interview step that writes it; the review step drafts the rest. */
  step: number;
  /**
   * The 37 CFR 1.77(b) heading it is printed under (MPEP ¶6.01 wording); variations and use cases are
   * printed under the detailed description.
   */
  pdfHeading: string;
  /** Design §4: a free user reads title and background in full, everything else as a preview. */
  access: 'free' | 'paid';
  /** The landing page's first description may already hold text for it. */
  seedable: boolean;
  /** The inventor writes it in the interview (rather than the review drafting it). */
  written: boolean;
};

export const SECTION_REGISTRY: readonly SectionEntry[] = [
  {
    key: 'title',
    label: 'Title',
    step: 1,
    pdfHeading: 'TITLE OF THE INVENTION',
    access: 'free',
    seedable: false,
    written: true,
  },
  {
    key: 'background',
    label: 'Background',
    step: 2,
    pdfHeading: 'BACKGROUND OF THE INVENTION',
    access: 'free',
    seedable: true,
    written: true,
  },
  {
    key: 'summary',
    label: 'Summary',
    step: 3,
    pdfHeading: 'BRIEF SUMMARY OF THE INVENTION',
    access: 'paid',
    seedable: true,
    written: true,
  },
  {
    key: 'details',
    label: 'Details',
    step: 4,
    pdfHeading: 'DETAILED DESCRIPTION OF THE INVENTION',
    access: 'paid',
    seedable: true,
    written: true,
  },
  {
    key: 'variations',
    label: 'Variations',
    step: 5,
    pdfHeading: 'DETAILED DESCRIPTION OF THE INVENTION',
    access: 'paid',
    seedable: true,
    written: true,
  },
  {
    key: 'useCases',
    label: 'Use Cases',
    step: 6,
    pdfHeading: 'DETAILED DESCRIPTION OF THE INVENTION',
    access: 'paid',
    seedable: true,
    written: true,
  },
  {
    key: 'sketch',
    label: 'Sketch',
    step: 7,
    pdfHeading: 'BRIEF DESCRIPTION OF THE SEVERAL VIEWS OF THE DRAWING',
    access: 'paid',
    seedable: false,
    written: false,
  },
  {
    key: 'review',
    label: 'Review',
    step: 8,
    pdfHeading: '',
    access: 'paid',
    seedable: false,
    written: false,
  },
  {
    key: 'drawingsDescription',
    label: 'Drawings',
    step: 8,
    pdfHeading: 'BRIEF DESCRIPTION OF THE SEVERAL VIEWS OF THE DRAWING',
    access: 'paid',
    seedable: false,
    written: false,
  },
  {
    key: 'claims',
    label: 'Claims',
    step: 8,
    pdfHeading: 'CLAIMS',
    access: 'paid',
    seedable: false,
    written: false,
  },
  {
    key: 'abstract',
    label: 'Abstract',
    step: 8,
    pdfHeading: 'ABSTRACT OF THE DISCLOSURE',
    access: 'paid',
    seedable: false,
    written: false,
  },
];

export function sectionEntry(key: ApplicationField): SectionEntry {
  return SECTION_REGISTRY.find((entry) => entry.key === key)!;
}

/** What the chat, progress bar and review screen call each section of spec §3. */
export const SECTION_LABELS = Object.fromEntries(
  SECTION_KEYS.map((key) => [key, sectionEntry(key).label]),
) as Record<SectionKey, string>;

/** Sections a free (not premium) user may read in full and edit (spec §1, §5); the paywall's allow-list. */
export const FREE_SECTIONS: readonly SectionKey[] = SECTION_KEYS.filter(
  (key) => sectionEntry(key).access === 'free',
);

/** The sections the inventor writes in the interview, in step order (title to use cases). */
export const WRITTEN_SECTION_KEYS: readonly SectionKey[] = SECTION_REGISTRY.filter(
  (entry) => entry.written,
).map((entry) => entry.key as SectionKey);

/** The description sections, in the order of the application (the drafters' and checker's input). */
export const DESCRIPTION_SECTION_KEYS = [
  'background',
  'summary',
  'details',
  'variations',
  'useCases',
] as const satisfies readonly ApplicationField[];

/** Sections a first description may seed. */
export const SEEDABLE_SECTION_KEYS = [
  'background',
  'summary',
  'details',
  'variations',
  'useCases',
] as const satisfies readonly ApplicationField[];

/** The application in filing order (37 CFR 1.77(b)) for the preview, each under its PDF heading (pdfHeading). */
export const FILING_ORDER: readonly ApplicationField[] = [
  'background',
  'summary',
  'drawingsDescription',
  'details',
  'variations',
  'useCases',
  'claims',
  'abstract',
];
