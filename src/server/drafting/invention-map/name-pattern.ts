import { pluralOf } from '../write/claim-language';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A part's name or its plural as whole words, so "leg" is not found inside "legend". */
export const namePattern = (name: string, flags = 'i') =>
  new RegExp(`\\b(${literal(pluralOf(name))}|${literal(name)})\\b`, flags);
