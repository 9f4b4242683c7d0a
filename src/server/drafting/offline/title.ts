import { titleCase } from './wording';

export const TITLE_MAX_WORDS = 10;

/** A short answer is the title itself: "It's called the Leash Bowl." → "Leash Bowl". */
export function cleanTitle(answer: string): string {
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
