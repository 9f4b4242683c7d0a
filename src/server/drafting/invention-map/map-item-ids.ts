import { createHash } from 'node:crypto';

/**
 * The map's ids, made from the words the answers gave ("element:telescoping-leg"), so an edit still
 * finds its item when the model is rebuilt after the next answer. A name with no Latin letters or
 * digits is named by a short hash; a repeated one gets a counter.
 */
function slug(words: string, earlier: readonly string[]): string {
  const base = (text: string) =>
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || createHash('sha256').update(text).digest('hex').slice(0, 12);
  const mine = base(words);
  const repeats = earlier.filter((text) => base(text) === mine).length;
  return repeats === 0 ? mine : `${mine}-${repeats + 1}`;
}

export const elementId = (name: string, earlierNames: readonly string[]) =>
  `element:${slug(name, earlierNames)}`;

export const stepId = (action: string, earlierActions: readonly string[]) =>
  `step:${slug(action, earlierActions)}`;
