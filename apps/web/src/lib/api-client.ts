import { MSG } from '@siiicca/shared';
import { ApiError, readRefusal } from './api-error';
import { endSessionUnauthorized } from './end-session';
import { navigateTo } from './navigation';
import { notifyError } from './notify';
import { invalidateSessionData } from './data-cache';
import { getAccessToken } from './session-store';

export type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Send the bearer token (default true). The login call sends none. */
  auth?: boolean;
};

const withQuery = (path: string, query?: TRequestOptions['query']) => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}${path.includes('?') ? '&' : '?'}${s}` : path;
};

async function send(path: string, options: TRequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.auth === false ? null : getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, MSG.loginEmpty);
  }
  if (!response.ok) throw await toApiError(response, !!token);
  return response;
}

/**
 * Reads `{ message, errors }`; a 401 on an authenticated call ends the session, a 403 shows /forbidden
 * and refreshes the user's permissions.
 */
async function toApiError(response: Response, authenticated: boolean): Promise<ApiError> {
  let payload: { message?: unknown; errors?: unknown } = {};
  try {
    payload = (await response.json()) as typeof payload;
  } catch (err) {
    // Cancelled while its answer arrived (the session ended meanwhile and every query was dropped):
    // nobody waits for it, and it has nothing to say.
    if ((err as Error).name === 'AbortError') throw err;
    // Not JSON (a proxy page, an empty body): fall back to a generic message below.
  }
  const { message, errors } = readRefusal(response.status, payload);
  if (response.status === 401 && authenticated) {
    endSessionUnauthorized(message);
    return new ApiError(401, message, errors, true);
  }
  if (response.status === 403 && authenticated && Array.isArray((payload as { pending?: unknown }).pending)) {
    // A step the user must take first: the session's user learns it (lib/session-sync) and the route guard goes there.
    invalidateSessionData();
    return new ApiError(403, message, errors, true);
  }
  if (response.status === 403) {
    navigateTo('/forbidden', { state: { message } });
    notifyError(message);
    // A permission taken away meanwhile: the side menu and the guards catch up now (lib/session-sync).
    if (authenticated) invalidateSessionData();
    return new ApiError(403, message, errors, true);
  }
  return new ApiError(response.status, message, errors);
}

/** A JSON call. Throws ApiError with the server's Spanish message on failure. */
export async function apiRequest<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('Content-Type') ?? '';
  return (type.includes('application/json') ? await response.json() : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<TRequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<TRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<TRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<TRequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The file name of a `Content-Disposition` header (RFC 6266 `filename*` first). */
export function fileNameFrom(disposition: string | null, fallback: string) {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: try the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** How much of a download has arrived: bytes so far, and the whole size when the server said it. */
export type TDownloadProgress = { received: number; total: number | null };

/** The body as a Blob, reporting each chunk as it arrives (a large Excel or ZIP takes a while). */
async function readBody(response: Response, onProgress: (progress: TDownloadProgress) => void): Promise<Blob> {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks, { type });
}

/**
 * Downloads a file (Excel, PDF, ZIP) with the name the server gives it, and saves it. With
 * `onProgress`, reports the bytes received as they arrive.
 */
export async function apiDownload(
  path: string,
  fallbackName: string,
  options: TRequestOptions & { onProgress?: (progress: TDownloadProgress) => void } = {},
) {
  const response = await send(path, options);
  const blob = options.onProgress ? await readBody(response, options.onProgress) : await response.blob();
  const fileName = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
  saveBlob(blob, fileName);
  return { blob, fileName };
}

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
