import { MSG } from '@siiicca/shared';

/** An answer of the API that is not a success: `{ message, errors? }` with the HTTP status. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    /** True when the client already told the user (401 and 403 redirect and show the message). */
    public readonly handled = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The `{ message, errors }` of a refusal as the server sent it; where the body says nothing usable
 * (a proxy's page, an empty body) the generic message of its status: a 401 is always 'sign in'.
 */
export function readRefusal(status: number, payload: { message?: unknown; errors?: unknown }) {
  const fallback = status === 401 ? MSG.unauthenticated : MSG.serverError;
  const message = typeof payload.message === 'string' && payload.message ? payload.message : fallback;
  const errors = payload.errors && typeof payload.errors === 'object' ? (payload.errors as Record<string, string[]>) : undefined;
  return { message, errors };
}

/**
 * What the screen says when a call fails: the server's own Spanish explanation of a refusal (a 4xx
 * with a message, e.g. 'Las estrategias seleccionadas no tienen anexos'), else the screen's generic
 * message (`generic`, the spec's wording) for a real failure: a 5xx, the network, an unreadable body.
 * Null when the client already told the user (401 and 403), so nothing is shown twice.
 */
export function failureMessage(error: unknown, generic: string): string | null {
  if (!isApiError(error)) return generic;
  if (error.handled) return null;
  const refused = error.status >= 400 && error.status < 500;
  return refused && error.message && error.message !== MSG.serverError ? error.message : generic;
}
