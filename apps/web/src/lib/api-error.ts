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
