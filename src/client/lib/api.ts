import type { z } from 'zod';

/** The one way the browser talks to the API (spec §7): cookies always sent, non-OK is an error. */

export class ApiRequestError extends Error {
  readonly status: number;
  /** The server's `{error}` code when the body was one of our JSON errors. */
  readonly code: string | undefined;
  /** The human-readable message: the server's `message`, or the body text, or the status text. */
  readonly detail: string;

  constructor(status: number, detail: string, code?: string) {
    super(`${status}: ${detail}`);
    this.status = status;
    this.detail = detail;
    this.code = code;
  }
}

async function errorFrom(response: Response): Promise<ApiRequestError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    if (typeof body.message === 'string') {
      return new ApiRequestError(
        response.status,
        body.message,
        typeof body.error === 'string' ? body.error : undefined,
      );
    }
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return new ApiRequestError(response.status, text || response.statusText);
}

/** `body` is sent as JSON, or, when it is a file (a PDF to verify), as its own bytes and type. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const isFile = body instanceof Blob;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'content-type': isFile ? body.type : 'application/json' },
    body: body === undefined ? undefined : isFile ? body : JSON.stringify(body),
  });
  if (!response.ok) throw await errorFrom(response);
  return response;
}

/**
 * GET (or `init.method`) a JSON answer and check it against its contract schema: a server that answers
 * another shape fails here, loudly, instead of deep inside a component. Every JSON call goes through it.
 */
export async function fetchParsed<Schema extends z.ZodType>(
  schema: Schema,
  url: string,
  init: { method?: string; body?: unknown } = {},
): Promise<z.output<Schema>> {
  const response = await apiRequest(init.method ?? 'GET', url, init.body);
  return schema.parse(await response.json());
}
