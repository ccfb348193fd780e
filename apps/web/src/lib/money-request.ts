import { ApiError, UNREACHABLE_MESSAGE } from './api-client';

const UNREADABLE_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * A money-moving POST with its Idempotency-Key (DESIGN 5.4): the server answers a repeated key with the
 * first result, so retrying after a lost answer never charges twice. Errors come back as ApiError, like
 * every other call.
 */
export async function moneyRequest<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    throw new ApiError(0, 'network_error', UNREACHABLE_MESSAGE);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const error = (data as { error?: { code?: unknown; message?: unknown; fields?: Record<string, string> } })?.error;
    if (error && typeof error.code === 'string' && typeof error.message === 'string') {
      throw new ApiError(response.status, error.code, error.message, error.fields);
    }
    throw new ApiError(response.status, `http_${response.status}`, UNREADABLE_MESSAGE);
  }
  if (data === undefined) throw new ApiError(response.status, 'invalid_response', UNREADABLE_MESSAGE);
  return data as T;
}

/**
 * One key per intent: the same key is reused while the answer is unknown (a network failure, or the server's
 * 503 when the payment provider did not answer in time: the same key then finishes that payment; decision
 * 036), and a fresh one is made once the server has answered, so a new attempt after a decline is a new payment.
 */
export function createIntentKey() {
  let current: string | null = null;
  return {
    get(): string {
      current ??= crypto.randomUUID();
      return current;
    },
    settle(error?: unknown): void {
      if (error instanceof ApiError && (error.status === 0 || error.status === 503)) return;
      current = null;
    },
  };
}
