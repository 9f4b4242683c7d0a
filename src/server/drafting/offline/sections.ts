import { type PatentData, SECTION_LABELS } from '../../../contract';
import type { DraftableSection, SectionDraft, SectionDraftRequest } from '../drafter';
import { countWords, formalSentences, titleCase, withArticle } from './style';

const TITLE_MAX_WORDS = 10;

/** "Smart Plant Watering System" → "smart plant watering system" (acronyms kept). */
export function titleInProse(title: string | undefined): string {
  const words = (title ?? 'Invention')
    .split(/\s+/)
    .map((word) => (/^[A-Z][a-z]*(?:-[A-Z]?[a-z]+)*$/.test(word) ? word.toLowerCase() : word));
  return words.join(' ');
}

/** The opening sentence each section starts with, before the inventor's material. */
export function sectionIntro(section: DraftableSection, patentData: PatentData): string {
  const subject = withArticle(titleInProse(patentData.title));
  switch (section) {
    case 'background':
      return `The present invention relates to ${subject}.`;
    case 'summary':
      return `The present invention provides ${subject}.`;
    case 'details':
      return 'The following description sets forth an embodiment of the present invention in detail.';
    case 'variations':
      return 'The present invention is not limited to the embodiment described above; alternative embodiments include the following.';
    case 'useCases':
      return 'The present invention is suited to a variety of uses, including those described below.';
    default:
      return '';
  }
}

/** What a skipped section says, so that no section of the application is empty. */
export function skippedSectionText(section: DraftableSection, patentData: PatentData): string {
  const intro = sectionIntro(section, patentData);
  switch (section) {
    case 'title':
      return 'Invention';
    case 'background':
      return `${intro} Existing approaches to the problem addressed by the present invention leave room for improvement.`;
    case 'summary':
      return `${intro} The construction and use of the present invention are described in detail below.`;
    case 'details':
      return `${intro} The present invention is constructed and operates as summarized above.`;
    case 'variations':
      return `${intro} Variations in materials, dimensions, shape and arrangement of the components described herein fall within the scope of the present invention.`;
    case 'useCases':
      return `${intro} The present invention may be used wherever the problem described in the background arises.`;
    case 'sketch':
      return 'No drawings are submitted with this application.';
  }
}

/** A short answer is the title itself: "It's called the Leash Bowl." → "Leash Bowl". */
function cleanTitle(answer: string): string {
  const text = answer
    .replace(
      /^(?:it'?s|it is|the name is|i call it|we call it|my invention is called|my invention is|it is called|call it|title:)\s+/i,
      '',
    )
    .replace(/^(?:called|named)\s+/i, '')
    .replace(/["“”]/g, '')
    .replace(/[.!?]+$/, '')
    .trim();
  return titleCase(
    text
      .split(/\s+/)
      .slice(0, TITLE_MAX_WORDS + 4)
      .join(' '),
  );
}

const NAMED = /\b(?:called|named|call it)\s+(?:the\s+)?["“']?([^"”.,;!?]+)/i;
const INVENTED =
  /\b(?:invented|came up with|created|designed|developed|built|made|invention is|idea is|idea for|present invention is)\s+(?:is\s+)?(?:a|an|the)\s+([^.,;!?]+)/i;
const IT_IS_A = /^\s*(?:it'?s|it is|this is|mine is|my invention is)\s+(?:a|an|the)\s+([^.,;!?]+)/i;
const PHRASE_END = /\s+(?:that|which|who|so|because|where|when|to help|to make|to let|and it|it)\b.*$/i;

/** Design §4: the landing page's free description proposes the title. */
export function proposeTitle(description: string): string {
  const named = NAMED.exec(description);
  if (named) {
    const name = named[1]!.replace(PHRASE_END, '').trim().split(/\s+/).slice(0, TITLE_MAX_WORDS).join(' ');
    if (name) return titleCase(name);
  }
  const invented = INVENTED.exec(description) ?? IT_IS_A.exec(description);
  const phrase = invented ? invented[1]! : (description.split(/[.!?]/)[0] ?? description);
  const words = phrase
    .replace(PHRASE_END, '')
    .replace(/^(?:i|we|my|our)\b.*?\b(?:a|an|the)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
  return titleCase(words.join(' ').replace(/[^A-Za-z0-9 -]/g, '')) || 'Invention';
}

const BACKGROUND_CUES =
  /\b(?:problem|annoying|frustrat\w*|hard|difficult|existing|current(?:ly)?|conventional|traditional|today|tired of|always|never|spill\w*|waste\w*|expensive|dangerous|break\w*|leak\w*)\b/i;
const DETAIL_CUES =
  /\b(?:made of|made from|includes?|comprises?|consists? of|attached|connected|mounted|hinged|battery|sensor|motor|frame|housing|base|lid|layer|ingredient\w*|mm|cm|inch\w*)\b/i;
const USE_CUES =
  /\b(?:useful for|used (?:by|for|in|when)|users?|campers|parents|nurses|patients|cooks|hikers|owners|anyone)\b/i;

/** Splits a first description into the sections its sentences belong to. */
function seedsFrom(description: string, patentData: PatentData): Partial<Record<DraftableSection, string>> {
  const buckets: Record<'background' | 'summary' | 'details' | 'useCases', string[]> = {
    background: [],
    summary: [],
    details: [],
    useCases: [],
  };
  for (const sentence of formalSentences(description)) {
    if (BACKGROUND_CUES.test(sentence)) buckets.background.push(sentence);
    else if (DETAIL_CUES.test(sentence)) buckets.details.push(sentence);
    else if (USE_CUES.test(sentence)) buckets.useCases.push(sentence);
    else buckets.summary.push(sentence);
  }
  const seeds: Partial<Record<DraftableSection, string>> = {};
  for (const [section, sentences] of Object.entries(buckets) as [keyof typeof buckets, string[]][]) {
    if (sentences.length > 0 && !patentData[section]) {
      seeds[section] = `${sectionIntro(section, patentData)} ${sentences.join(' ')}`;
    }
  }
  return seeds;
}

const MATERIALS =
  /\b(?:made of|made from|material|plastic|steel|stainless|aluminum|aluminium|wood\w*|silicone|rubber|glass|fabric|metal|nylon|polymer|polyester|cotton|foam|ceramic|carbon fiber|titanium|brass|copper|leather|paper|cardboard|resin|abs|pla|pet|polypropylene|ingredient\w*|flour|sugar|oil|water|extract)\b/i;
const CONNECTIONS =
  /\b(?:attach\w*|connect\w*|mount\w*|coupl\w*|hinge\w*|secur\w*|fasten\w*|screw\w*|bolt\w*|glue\w*|weld\w*|clip\w*|slid\w*|snap\w*|fits?|mix\w*|blend\w*|sends?|communicat\w*|wireless\w*|bluetooth|wifi|wi-fi|api|magnet\w*)\b/i;
const DIMENSIONS =
  /\d+(?:\.\d+)?\s*(?:mm|cm|m|in|inch(?:es)?|ft|feet|foot|kg|g|grams?|lbs?|pounds?|oz|ml|l|liters?|litres?|°|degrees?|%|percent|v|volts?|w|watts?|mah|seconds?|minutes?|hours?)\b/i;

type Probe = { missing: (text: string) => boolean; question: string };

const PROBES: Record<DraftableSection, Probe[]> = {
  title: [],
  background: [
    {
      missing: (t) => !BACKGROUND_CUES.test(t),
      question: 'What problem does it solve? What goes wrong for people today without it?',
    },
    {
      missing: (t) =>
        !/\b(?:existing|current|conventional|traditional|other|available|products?|methods?|competitors?)\b/i.test(
          t,
        ),
      question: 'What existing products or methods do people use now, and why do they fall short?',
    },
  ],
  summary: [
    {
      missing: (t) =>
        !/\b(?:better|advantage|faster|cheaper|safer|easier|lighter|improv\w*|reduc\w*|prevent\w*|without)\b/i.test(
          t,
        ),
      question: 'What is the main advantage over what exists today?',
    },
    { missing: () => true, question: 'How does it work, at a high level, in two or three sentences?' },
  ],
  details: [
    {
      missing: (t) => !MATERIALS.test(t),
      question: 'What is each main part made of (materials or ingredients)?',
    },
    {
      missing: (t) => !CONNECTIONS.test(t),
      question: 'How do the parts connect or work together, step by step?',
    },
    {
      missing: (t) => !DIMENSIONS.test(t),
      question: 'About how big is it? Any sizes, weights, quantities or temperatures help.',
    },
    { missing: () => true, question: 'Walk me through what happens, part by part, when it is used.' },
  ],
  variations: [
    { missing: (t) => !MATERIALS.test(t), question: 'Could it be made of other materials? Which ones?' },
    {
      missing: () => true,
      question: 'What other sizes, shapes or optional features could a version of it have?',
    },
  ],
  useCases: [
    { missing: (t) => !USE_CUES.test(t), question: 'Who would use it, and in what situations?' },
    { missing: () => true, question: 'Walk me through one typical use, from start to finish.' },
  ],
  sketch: [],
};

/** The first thing the section still lacks, as a question. */
export function followUpFor(section: DraftableSection, text: string): string {
  const probe = PROBES[section].find((candidate) => candidate.missing(text));
  return probe?.question ?? `Is there anything more you can add to the ${SECTION_LABELS[section]} section?`;
}

function appendParagraph(
  existing: string | undefined,
  section: DraftableSection,
  patentData: PatentData,
  answer: string,
): string {
  const paragraph = formalSentences(answer).join(' ');
  const base = existing?.trim() || sectionIntro(section, patentData);
  return base ? `${base}\n\n${paragraph}` : paragraph;
}

/** The offline drafter's work for one inventor answer. */
export function draftSectionOffline(request: SectionDraftRequest): SectionDraft {
  const { section, answer, patentData } = request;
  const label = SECTION_LABELS[section];
  if (section === 'title') {
    const long = request.firstDescription || countWords(answer) > TITLE_MAX_WORDS + 4;
    const title = long ? proposeTitle(answer) : cleanTitle(answer);
    const withTitle = { ...patentData, title };
    return {
      text: title,
      seeds: long ? seedsFrom(answer, withTitle) : {},
      comment: long
        ? `Thank you for the description. I propose the title "${title}" (you can change it at any time), and I have noted what you told me for the later sections.`
        : `Thank you. The title is "${title}".`,
      followUp: 'What is your invention called?',
    };
  }
  if (section === 'sketch') {
    const caption = formalSentences(answer).join(' ');
    const subject = withArticle(titleInProse(patentData.title));
    const text =
      countWords(answer) >= 3
        ? `FIG. 1 is a drawing of ${subject}. ${caption}`
        : `FIG. 1 is a drawing of ${subject}.`;
    return {
      text,
      seeds: {},
      comment: 'Thank you, the sketch is attached to your application as FIG. 1.',
      followUp: '',
    };
  }
  const text = appendParagraph(patentData[section], section, patentData, answer);
  return {
    text,
    seeds: {},
    comment: `Thank you. I have added that to the ${label} section.`,
    followUp: followUpFor(section, text),
  };
}
