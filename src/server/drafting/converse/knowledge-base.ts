import { PRICE_USD, PRIORITY_MONTHS, PROVISIONAL_FILING_FEES_USD } from '../../../contract';

/**
 * What the assistant may say when the inventor asks it something instead of answering (issue 16):
 * a small, written knowledge base, so that every answer is one a person checked. The model drafter
 * is grounded in the same text. Topics are tried in order, the most specific first.
 */
export type KnowledgeTopic = {
  id: string;
  /** Words that show the question is about this topic. */
  asks: RegExp;
  answer: string;
};

const FEES = PROVISIONAL_FILING_FEES_USD;

export const KNOWLEDGE_BASE: readonly KnowledgeTopic[] = [
  {
    id: 'disclosure',
    asks: /\b(?:disclos\w*|grace period|already (?:sold|shown|showed|posted|published|selling)|kickstarter|crowdfund\w*|trade ?show|made (?:it )?public|shown (?:it )?(?:to|in) public|sold (?:it|some)|offered (?:it )?for sale)\b/i,
    answer: `In the United States you must file within ${PRIORITY_MONTHS} months of your own first public disclosure, sale or offer for sale (35 USC 102(b)(1)). Most other countries allow no such grace period: there, file before showing, selling or offering the invention to anyone.`,
  },
  {
    id: 'lawyer',
    asks: /\b(?:lawyer|attorney|patent agent|legal advice|legally binding|practitioner)\b/i,
    answer:
      'I am not a lawyer and this is not legal advice. The application is drafted from what you tell me; a registered patent attorney or agent can review it before you file, and one is worth consulting before the non-provisional application.',
  },
  {
    id: 'fees',
    asks: /\b(?:fees?|costs?|price|pay|paying|charge\w*|expensive|cheap|dollars?|micro entity|small entity)\b|\$\d/i,
    answer: `The USPTO filing fee for a provisional application is $${FEES.micro} for a micro entity, $${FEES.small} for a small entity and $${FEES.large} for a large entity (37 CFR 1.16(d)); you pay it to the USPTO when you file. Our own price is one payment of $${PRICE_USD}, which unlocks the full draft and the PDF.`,
  },
  {
    id: 'confidentiality',
    asks: /\b(?:confidential\w*|privacy|private|secret\w*|safe|steal\w*|see my|sees my|share|shared|sell my|train\w*|stored?|keep my|security|secure|nda|delete my)\b/i,
    answer:
      'Your description stays private: it is stored only to draft your application, is never published or shared, and is not used to train anyone’s model. You can delete the session and everything in it at any time.',
  },
  {
    id: 'provisional',
    asks: /\b(?:provisional|non-?provisional|patent pending|filing date|expire\w*|twelve months|12 months|examin\w*|protect\w*|what happens (?:after|next)|file it|filing)\b/i,
    answer: `A provisional application gives you a filing date and lets you say "patent pending" for ${PRIORITY_MONTHS} months. It is not examined and never becomes a patent by itself: within those ${PRIORITY_MONTHS} months you file a non-provisional application, which can claim only what the provisional already describes. That is why every part, material, number and variation you give me matters.`,
  },
  {
    id: 'detail',
    asks: /\b(?:exact|measure\w*|sizes?|dimensions?|how big|detail\w*|numbers?|precise\w*|photos?|drawings?|sketch\w*|part numbers?|suppliers?|brands?|how much should|how long should|enough)\b/i,
    answer:
      'Exact measurements help but are not required: a range or an approximate number ("about 30 cm") is fine, and every number you give is kept. What helps most is each part named, what it is made of, how it connects to the others and what it does, plus any other material or shape it could have. Part numbers and brands are not needed.',
  },
  {
    id: 'sections',
    asks: /\b(?:sections?|steps?|claims?|abstract|background|summary|variations?|use cases?|how long will|how many|what(?:'s| is) next|left to do|remaining)\b/i,
    answer:
      'The interview has seven steps: Title, Background (the problem), Summary (what it does and why it is better), Details (parts, materials, connections), Variations, Use Cases and an optional Sketch. Then I draft the claims, the abstract and a readiness review naming what the draft still lacks. You can go back to any section later.',
  },
];

/** When no topic fits: say so honestly, rather than guess. */
export const UNKNOWN_QUESTION_ANSWER =
  'I can answer questions about provisional applications, how much detail helps, the sections, fees and confidentiality; for anything else, a registered patent attorney or agent is the right person to ask.';

/** The written answer to a question, or the honest fallback. */
export function answerFromKnowledgeBase(question: string): { topic: string; answer: string } {
  const topic = KNOWLEDGE_BASE.find((candidate) => candidate.asks.test(question));
  return topic
    ? { topic: topic.id, answer: topic.answer }
    : { topic: 'unknown', answer: UNKNOWN_QUESTION_ANSWER };
}

/** Whether the text speaks of a topic ("disclosure", "fees", …). */
export function topicAsked(id: string, text: string): boolean {
  return KNOWLEDGE_BASE.some((topic) => topic.id === id && topic.asks.test(text));
}

/** The whole base as one text, for grounding the model drafter. */
export function knowledgeBaseText(): string {
  return KNOWLEDGE_BASE.map((topic) => `- ${topic.id}: ${topic.answer}`).join('\n');
}
