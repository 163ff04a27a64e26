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
