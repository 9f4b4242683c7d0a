// Apart from test-app.ts so that browser tests, which never build an app in-process, can use it too.

export type JsonResponse<T = unknown> = { status: number; body: T; headers: Headers };

/** One HTTP call with a JSON body (or raw text when `raw` is set), answering the parsed JSON body. */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  options: { headers?: Record<string, string>; raw?: string } = {},
): Promise<JsonResponse<T>> {
  const hasBody = body !== undefined || options.raw !== undefined;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a PDF, HTML): the test gets the text.
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}
