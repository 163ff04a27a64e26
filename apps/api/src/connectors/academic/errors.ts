import { MSG } from '@siiicca/shared';
import { AppError } from '../../lib/app-error';

/**
 * The academic system did not answer (connection refused, timeout, 5xx, open circuit). The request
 * answers 503 in Spanish; the cause goes to the log by the caller, never to the client.
 */
export class AcademicUnavailableError extends AppError {
  constructor() {
    super(503, MSG.academicUnavailable);
  }
}

export const academicUnavailable = () => new AcademicUnavailableError();
