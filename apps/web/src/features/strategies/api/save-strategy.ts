import { MSG, STRATEGY_API, STRATEGY_UPLOAD, type TStrategyInput, type TStrategySaved } from '@siiicca/shared';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { endSessionUnauthorized } from '../../../lib/end-session';
import { getAccessToken } from '../../../lib/session-store';

/** The server's refusal, read as the API client reads it. */
function refusal(xhr: XMLHttpRequest): ApiError {
  let payload: { message?: unknown; errors?: unknown } = {};
  try {
    payload = JSON.parse(xhr.responseText) as typeof payload;
  } catch {
    // Not JSON: the generic message below.
  }
  const message = typeof payload.message === 'string' && payload.message ? payload.message : MSG.serverError;
  const errors = payload.errors && typeof payload.errors === 'object' ? (payload.errors as Record<string, string[]>) : undefined;
  if (xhr.status === 401) {
    endSessionUnauthorized(message);
    return new ApiError(401, message, errors, true);
  }
  return new ApiError(xhr.status, message, errors);
}

/**
 * Multipart with the approval letter, through XMLHttpRequest: fetch cannot report how much of the
 * upload has gone, and a large PDF on a slow line needs a moving bar.
 */
function sendMultipart(body: FormData, onProgress: (fraction: number) => void): Promise<TStrategySaved> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', STRATEGY_API.all);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as TStrategySaved);
      else reject(refusal(xhr));
    };
    xhr.onerror = () => reject(new ApiError(0, MSG.loginEmpty));
    xhr.send(body);
  });
}

/** 'Guardar': the whole strategy, with the approval letter when one was chosen. */
export function saveStrategy(strategy: TStrategyInput, letter: File | null, onProgress: (fraction: number) => void) {
  if (!letter) return api.post<TStrategySaved>(STRATEGY_API.all, strategy);
  const body = new FormData();
  body.append(STRATEGY_UPLOAD.dataField, JSON.stringify(strategy));
  body.append(STRATEGY_UPLOAD.fileField, letter, letter.name);
  return sendMultipart(body, onProgress);
}
