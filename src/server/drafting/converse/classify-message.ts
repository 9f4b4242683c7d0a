import { SECTION_KEYS, SECTION_LABELS } from '../../../contract';
import type { DraftableSection } from '../drafter';
import { isSkipCommand, reopenedSectionIn } from '../steps';
import { topicAsked } from './knowledge-base';

/** Something the inventor asks the assistant to do, rather than part of the invention. */
export type TurnCommand =
  | { type: 'rename'; title: string }
  | { type: 'goBack'; section: DraftableSection }
  | { type: 'skip' }
  | { type: 'undo' };

/**
 * What a message is (issue 16): an answer goes into the application; a question to the assistant is
 * answered and nothing is stored; a command is carried out and confirmed.
 */
export type MessageIntent =
  | { kind: 'answer' }
  | { kind: 'question'; question: string }
  | { kind: 'command'; command: TurnCommand };

/** Commands and questions are short; longer messages are answers (this also keeps the patterns linear). */
const COMMAND_MAX_CHARS = 200;
const QUESTION_MAX_WORDS = 40;

const RENAME = [
  /\b(?:change|rename|set|update|switch|make)\s+(?:the\s+|my\s+)?(?:title|name)(?:\s+of\s+(?:the|my)\s+(?:invention|application))?\s+(?:to|into|as|be)\s*:?\s*(.+)$/i,
  /\brename\s+(?:it|this|the invention|my invention|the application)\s+(?:to\s+|as\s+)?(.+)$/i,
  /^(?:new title|title should be|the title should be|let the title be)\s*:?\s*(.+)$/i,
  /\b(?:let'?s|i'?d like to|i want to|please)\s+(?:call|name|title)\s+it\s+(.+?)(?:\s+instead)?$/i,
  /^call it\s+(.+?)\s+instead$/i,
];

const UNDO =
  /^(?:please\s+)?(?:undo(?: that| it| the last answer| my last answer)?|scratch that|take (?:that|it) back|(?:delete|remove|cancel|drop) (?:that|my (?:last|previous) (?:answer|message)|the (?:last|previous) answer)|forget (?:that|what i just said|my last answer)|go back one answer|revert (?:that|my last answer))$/i;

const EXTRA_SKIP =
  /^(?:please\s+)?(?:skip (?:this|the) (?:question|section)|i'?d rather skip(?: (?:this|it))?|let'?s move on|go (?:on )?to the next (?:step|section|question)|pass|i don'?t know,? (?:skip|next)|nothing (?:to add|more)|that'?s all|that'?s it)$/i;

const GO_BACK =
  /\b(?:go(?:ing)?|get|take me|jump|return|come)\s+back\s+to\s+(?:the\s+)?(.+?)$|^back to\s+(?:the\s+)?(.+?)$|\b(?:revisit|reopen|redo|change|edit)\s+(?:the\s+)?(.+?)\s+(?:section|step)$/i;

/** Other names inventors use for a section. */
const SECTION_ALIASES: Record<string, DraftableSection> = {
  name: 'title',
  problem: 'background',
  'detailed description': 'details',
  description: 'details',
  parts: 'details',
  alternatives: 'variations',
  uses: 'useCases',
  'use case': 'useCases',
  drawing: 'sketch',
  diagram: 'sketch',
};

function sectionNamed(words: string): DraftableSection | undefined {
  const named = words
    .toLowerCase()
    .replace(/["“”'.!?]/g, '')
    .replace(/\s+(?:section|step|part|question)$/, '')
    .trim();
  const step = /^step\s+(\d)$/.exec(named);
  if (step) {
    const key = SECTION_KEYS[Number(step[1]) - 1];
    return key && key !== 'review' ? key : undefined;
  }
  const key = SECTION_KEYS.find(
    (candidate) => candidate.toLowerCase() === named || SECTION_LABELS[candidate].toLowerCase() === named,
  );
  if (key && key !== 'review') return key;
  return SECTION_ALIASES[named];
}

const QUESTION_OPENING =
  /^(?:(?:what|how|why|when|where|who)\s+(?:is|are|was|do|does|did|should|can|could|would|will|much|many|long|happens|kind|sort|type|if|about)\b|which\s+(?:one|part|section|step|kind|type|of)\b|(?:do|does|did|is|are|am|can|could|should|would|will|may|must|shall)\s+(?:i|you|we|it|this|that|they|my|the|a|there|anyone|someone)\b|(?:please\s+)?(?:explain|tell me|help me understand)\b|i (?:was|am|'m) wondering\b|i have a question\b|any (?:tips|advice)\b)/i;

/** Splits a message into sentences, keeping each one's closing mark. */
function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

function isQuestionSentence(sentence: string): boolean {
  return sentence.endsWith('?') || QUESTION_OPENING.test(sentence);
}

/** The title a rename command gives, without quotes or closing marks. */
function titleIn(text: string): string | undefined {
  for (const pattern of RENAME) {
    const match = pattern.exec(text);
    if (!match?.[1]) continue;
    const title = match[1]
      .replace(/^(?:be\s+)?["“'‘]?/, '')
      .replace(/["”'’]?\s*[.!?]*\s*(?:please)?\s*[.!?]*$/i, '')
      .trim();
    if (title) return title;
  }
  return undefined;
}

export function classifyMessage(content: string): MessageIntent {
  const text = content.trim().replace(/\s+/g, ' ');
  if (text.length <= COMMAND_MAX_CHARS) {
    const bare = text.replace(/[.!]+$/, '').trim();
    if (isSkipCommand(text) || EXTRA_SKIP.test(bare)) return { kind: 'command', command: { type: 'skip' } };
    if (UNDO.test(bare)) return { kind: 'command', command: { type: 'undo' } };
    const title = titleIn(text);
    if (title) return { kind: 'command', command: { type: 'rename', title } };
    const reopened = reopenedSectionIn(text);
    if (reopened) return { kind: 'command', command: { type: 'goBack', section: reopened } };
    const back = GO_BACK.exec(bare.replace(/\?$/, ''));
    const backTo = back && sectionNamed(back[1] ?? back[2] ?? back[3] ?? '');
    if (backTo) return { kind: 'command', command: { type: 'goBack', section: backTo } };
  }
  // A question to the assistant: every sentence asks something, and it is short. A message that
  // also describes the invention is an answer (the drafter answers its question in the chat).
  const sentences = sentencesOf(text);
  const words = text.split(' ').length;
  const asks = sentences.some(isQuestionSentence);
  // "I already sold a few at a fair. Is that a problem?" speaks of a disclosure, not of the invention.
  const aboutDisclosure = asks && topicAsked('disclosure', text);
  if (
    sentences.length > 0 &&
    words <= QUESTION_MAX_WORDS &&
    (sentences.every(isQuestionSentence) || aboutDisclosure)
  ) {
    return { kind: 'question', question: text };
  }
  return { kind: 'answer' };
}
