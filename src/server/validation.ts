import type { z } from 'zod';
import { AppError } from './errors';

type Part = 'body' | 'params' | 'query';

function describeIssue(issue: z.core.$ZodIssue, part: Part, input: unknown): string {
  if (issue.code === 'unrecognized_keys') {
    return `${part} has unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  }
  if (issue.path.length === 0) {
    return input === undefined || input === null ? `${part} is required` : `${part} ${issue.message}`;
  }
  const field = issue.path.map(String).join('.');
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  return missing ? `${field} is required` : `${field} ${issue.message}`;
}

/**
 * Parses one part of a request with its contract schema. A failure is a 400 whose message names the
 * field and the problem, e.g. "userEmail Please enter a valid email address".
 */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown, part: Part): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new AppError('validation_failed', describeIssue(issue, part, input));
}
