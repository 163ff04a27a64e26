import { AppError } from '../app-error';

/** What a person reads when the file storage does not answer (readiness, an upload, a download). */
export const STORAGE_UNAVAILABLE = 'El almacenamiento de archivos no está disponible, intente nuevamente';

/**
 * The file storage did not answer (or refused us): a 503 the person may retry, as for the
 * database, and never the SDK's own message (it names the endpoint and the bucket).
 */
export const storageUnavailable = (cause?: unknown) =>
  Object.assign(new AppError(503, STORAGE_UNAVAILABLE, undefined, { 'Retry-After': '5' }), { cause });
