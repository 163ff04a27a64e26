import { MSG } from '@siiicca/shared';
import { ApiError, readRefusal } from './api-error';
import { endSessionUnauthorized } from './end-session';
import { getAccessToken } from './session-store';

/** The server's refusal, read as the API client reads it. */
function refusal(xhr: XMLHttpRequest): ApiError {
  let payload: { message?: unknown; errors?: unknown } = {};
  try {
    payload = JSON.parse(xhr.responseText) as typeof payload;
  } catch {
    // Not JSON: the generic message below.
  }
  const { message, errors } = readRefusal(xhr.status, payload);
  if (xhr.status === 401) {
    endSessionUnauthorized(message);
    return new ApiError(401, message, errors, true);
  }
  return new ApiError(xhr.status, message, errors);
}

/**
 * POSTs multipart with a file through XMLHttpRequest: fetch cannot report how much of the upload
 * has gone, and a large PDF on a slow line needs a moving bar. `onProgress` gets 0..1.
 */
export function postMultipart<T>(path: string, body: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as T);
      else reject(refusal(xhr));
    };
    xhr.onerror = () => reject(new ApiError(0, MSG.loginEmpty));
    xhr.send(body);
  });
}
