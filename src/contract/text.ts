import { z } from 'zod';

/**
 * The one rule every string a caller sends must keep (issue 14), checked by every request schema:
 * - no NUL: PostgreSQL text cannot hold U+0000, and no typed text contains it;
 * - well-formed Unicode: a lone surrogate cannot be stored as UTF-8 or in jsonb, nor percent-encoded
 *   into a link;
 * - in an e-mail address, no control or format characters (Unicode Cc and Cf: bidi controls such as
 *   U+202E, zero-width characters such as U+200B and U+200D): they make an address read as another
 *   one in a mail client or on the admin dashboard.
 */
export type TextKind = 'text' | 'email';

const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}]/u;

export const TEXT_PROBLEMS = {
  nul: 'must not contain NUL characters',
  illFormed: 'must be well-formed Unicode text (it has a lone surrogate)',
  invisible: 'must not contain invisible or direction-changing characters',
} as const;

/** What is wrong with a caller's string under the text rule, or undefined when nothing is. */
export function textProblem(value: string, kind: TextKind = 'text'): string | undefined {
  if (value.includes('\u0000')) return TEXT_PROBLEMS.nul;
  if (!value.isWellFormed()) return TEXT_PROBLEMS.illFormed;
  if (kind === 'email' && INVISIBLE_OR_CONTROL.test(value)) return TEXT_PROBLEMS.invisible;
  return undefined;
}

/** The rule's checks, so a test can tell a string field that keeps the rule from one that does not. */
const TEXT_RULE_CHECKS = new WeakSet<object>();

/**
 * A string field under the text rule; chain further checks (trim, min, max, regex) after it, so the
 * rule is the first problem named.
 */
export function textField(kind: TextKind = 'text') {
  const field = z.string({ error: 'must be a string' }).superRefine((value, context) => {
    const problem = textProblem(value, kind);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
  const check = field._zod.def.checks?.at(-1);
  if (check) TEXT_RULE_CHECKS.add(check);
  return field;
}

type SchemaNode = { _zod: { def: Record<string, unknown> & { type: string; checks?: object[] } } };

/**
 * The paths of the string fields in a schema that do not keep the text rule (none, for every request
 * schema; src/contract/text.test.ts checks them all).
 */
export function stringsWithoutTextRule(schema: z.ZodType, path = '(root)'): string[] {
  const { def } = (schema as unknown as SchemaNode)._zod;
  const inner = (key: string, at = path) => stringsWithoutTextRule(def[key] as z.ZodType, at);
  switch (def.type) {
    case 'string':
      return def.checks?.some((check) => TEXT_RULE_CHECKS.has(check)) ? [] : [path];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        stringsWithoutTextRule(field, path === '(root)' ? key : `${path}.${key}`),
      );
    case 'array':
      return inner('element', `${path}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => stringsWithoutTextRule(option, path));
    default:
      return [];
  }
}
