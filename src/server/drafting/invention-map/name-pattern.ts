import { asLiteral } from '../check/words';
import { pluralOf } from '../write/claim-language';

/** A part's name or its plural as whole words, so "leg" is not found inside "legend". */
export const namePattern = (name: string, flags = 'i') =>
  new RegExp(`\\b(${asLiteral(pluralOf(name))}|${asLiteral(name)})\\b`, flags);
