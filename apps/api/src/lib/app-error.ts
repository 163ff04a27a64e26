import { HTTP_MSG } from '@siiicca/shared';

/** The one error type of the API: a status and the Spanish message the user reads. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    /** Headers the answer carries, e.g. Retry-After on a 429. */
    public readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>) => new AppError(400, message, errors);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string[]>) => new AppError(409, message, errors);
/** 503: the database cannot be reached. `cause` (the driver's error) is for the log's code, never the answer. */
export const databaseUnavailable = (cause?: unknown) =>
  Object.assign(new AppError(503, HTTP_MSG.databaseUnavailable, undefined, { 'Retry-After': '5' }), { cause });
