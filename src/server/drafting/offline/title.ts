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
/** "an app called ShiftSwap that lets nurses trade shifts": the thing, its name, what it does. */
const THING_NAMED =
  /\b(?:a|an)\s+((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:called|named)\s+["“']?[^\s"”.,;!?]+["”']?\s+((?:that|which)\s+[^.,;!?]+)/i;
const INVENTED =
  /\b(?:invented|came up with|created|designed|developed|built|made|invention is|idea is|idea for|present invention is)\s+(?:is\s+)?(?:a|an|the)\s+([^.,;!?]+)/i;
const IT_IS_A = /^\s*(?:it'?s|it is|this is|mine is|my invention is)\s+(?:a|an|the)\s+([^.,;!?]+)/i;
const PHRASE_END = /\s+(?:that|which|who|so|because|where|when|to help|to make|to let|and it|it)\b.*$/i;

const CLAUSE_END = /\s+(?:without|so|because|when|while|instead|but|even)\b.*$/i;
/** Words a title must not end on. */
const TRAILING = /^(?:a|an|the|and|or|of|to|with|for|in|on|at|by|from|without|each|that|which)$/i;

/** Design §4: the landing page's free description proposes the title. */
export function proposeTitle(description: string): string {
  // A brand name is not a title (and a trademark should not be one): describe the thing instead.
  const described = THING_NAMED.exec(description);
  if (described) {
    const clause = described[2]!.replace(CLAUSE_END, '');
    const words = `${described[1]} ${clause}`.split(/\s+/).slice(0, TITLE_MAX_WORDS);
    while (words.length > 1 && TRAILING.test(words[words.length - 1]!)) words.pop();
    return titleCase(words.join(' ').replace(/[^A-Za-z0-9 -]/g, ''));
  }
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
  const title = titleCase(
    words
      .filter((word) => !/^(?:i|me|my|we|us|our|you|your)$/i.test(word))
      .join(' ')
      .replace(/[^A-Za-z0-9 -]/g, ''),
  );
  return title || 'Invention';
}
