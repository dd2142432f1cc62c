import { ERROR_MESSAGES, type ApiErrorBody } from '@tickera/shared/messages';

export const API_BASE = '/api';

/** An error answer of the API (`{error:{code,message,details}}`), or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server answered and said no (as opposed to "could not reach the server"). */
  get isRejection(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export interface SendOptions {
  method?: string;
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One HTTP call to the API, no session logic (see api-client.ts for that). */
export async function send<T>(path: string, options: SendOptions = {}): Promise<T> {
  const { method = 'GET', body, token, signal, headers = {} } = options;
  const finalHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  // A FormData body (a file upload) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) finalHeaders['Content-Type'] = 'application/json';
  if (token) finalHeaders.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers: finalHeaders,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', ERROR_MESSAGES.SERVICE_UNAVAILABLE);
  }

  let text = '';
  try {
    if (response.status !== 204) text = await response.text();
  } catch (error) {
    // The body did not arrive (the connection dropped, or the page is being left).
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', ERROR_MESSAGES.SERVICE_UNAVAILABLE);
  }
  const data = text ? parseJson(text) : undefined;
  if (!response.ok) {
    const error = (data as Partial<ApiErrorBody> | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? `HTTP_${response.status}`,
      error?.message ?? ERROR_MESSAGES.INTERNAL,
      error?.details,
    );
  }
  return data as T;
}

/** A query string of the values given (an undefined or empty one is left out). */
export const queryParams = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(values)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

/** The Spanish message to show for a failed call: the server's, or a fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

/** The server's per-field messages of a 400 (`details.fields`), or none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields = error instanceof ApiError ? error.details?.fields : undefined;
  return (fields ?? {}) as Record<string, string>;
}
