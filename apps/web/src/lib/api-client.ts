import type { ErrorBody } from '@pulse/domain/errors';

/** Shown when the server answered without a readable error body (proxy down, HTML error page, ...). */
export const UNREACHABLE_MESSAGE = "We can't reach Pulse right now. Check your connection and try again.";
const UNREADABLE_MESSAGE = 'Something went wrong on our side. Please try again.';

/** An error answer from the API, as the server described it (DESIGN 4). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: Method;
  /** JSON body for state-changing requests; `{}` is sent when omitted (the server's CSRF rule). */
  body?: unknown;
  signal?: AbortSignal;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** How a request reaches the API: the browser's fetch, or, while the server renders a page, its own API in process. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** The server's page renderer answers the app's requests itself (decision 039). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/**
 * The one fetch wrapper of the web app: same-origin cookies, JSON in and out, and every
 * non-2xx answer thrown as an ApiError carrying the server's code, message and field errors.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }

  let response: Response;
  try {
    response = await transport(path, { method, headers, body, credentials: 'same-origin', signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', UNREACHABLE_MESSAGE);
  }

  if (response.status === 204) return undefined as T;
  const data = await readJson(response);

  if (!response.ok) {
    if (isErrorBody(data)) {
      throw new ApiError(response.status, data.error.code, data.error.message, data.error.fields);
    }
    const unreachable = response.status === 502 || response.status === 503 || response.status === 504;
    throw new ApiError(
      response.status,
      `http_${response.status}`,
      unreachable ? UNREACHABLE_MESSAGE : UNREADABLE_MESSAGE,
    );
  }
  if (data === undefined) {
    throw new ApiError(response.status, 'invalid_response', UNREADABLE_MESSAGE);
  }
  return data as T;
}

/** A file the API sent as an attachment: its bytes and the name the server gave it. */
export interface ApiDownload {
  blob: Blob;
  fileName: string | null;
}

/**
 * A GET that answers with a file (a ZIP, a PDF) instead of JSON: same cookies and transport as apiRequest, and a
 * failure is the same ApiError with the server's message.
 */
export async function apiDownload(path: string, options: { signal?: AbortSignal } = {}): Promise<ApiDownload> {
  let response: Response;
  try {
    response = await transport(path, { method: 'GET', credentials: 'same-origin', signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', UNREACHABLE_MESSAGE);
  }
  if (!response.ok) {
    const data = await readJson(response);
    if (isErrorBody(data)) throw new ApiError(response.status, data.error.code, data.error.message, data.error.fields);
    const unreachable = response.status === 502 || response.status === 503 || response.status === 504;
    throw new ApiError(
      response.status,
      `http_${response.status}`,
      unreachable ? UNREACHABLE_MESSAGE : UNREADABLE_MESSAGE,
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

/** A message for any thrown value, for toasts and inline alerts. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return UNREADABLE_MESSAGE;
}
