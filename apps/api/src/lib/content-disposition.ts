import type { Readable } from 'node:stream';
import { z } from 'zod';
import { cleanFileName } from './file-names';

/** RFC 5987's attr-char: encodeURIComponent leaves `'()*` as they are, which the grammar does not allow. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

type TDisposition = {
  /** 'inline' asks the browser to show the file instead of saving it (the public manual). */
  type?: 'attachment' | 'inline';
  /**
   * Where the name comes from: 'person' (a file name someone uploaded, a record's title) is always
   * sent in both forms; 'product' (a name the API composed, 'estrategias_2026-11-26.xlsx') adds
   * `filename*` only when the ASCII fallback cannot carry it as it is.
   */
  source?: 'person' | 'product';
};

/**
 * The one `Content-Disposition` of the API: `attachment; filename="..."; filename*=UTF-8''...`
 * (RFC 6266). The name is first made safe (lib/file-names.ts: no control or bidirectional
 * characters, no quotes; a name stored before uploads were cleaned, too). The ASCII fallback drops
 * accents ('Núcleo' → 'Nucleo') and replaces anything else outside printable ASCII and backslashes;
 * clients that read `filename*` get the name as written.
 */
export function contentDisposition(name: string, { type = 'attachment', source = 'person' }: TDisposition = {}): string {
  const fileName = cleanFileName(name, 'archivo');
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const plain = `${type}; filename="${ascii}"`;
  return source === 'product' && ascii === fileName ? plain : `${plain}; filename*=UTF-8''${rfc5987(fileName)}`;
}

/**
 * The headers that name a download, with the one a browser page on another origin needs to read the
 * name (the web app's download helper shows it). Every file the API sends goes through here.
 */
export const downloadHeaders = (name: string, opts?: TDisposition) => ({
  'content-disposition': contentDisposition(name, opts),
  'access-control-expose-headers': 'content-disposition',
});

/**
 * A download as a route declares its answer (`response: { 200: downloadAnswer(...) }`): the media
 * types it may be sent as, for the API description (plugins/openapi adds the Content-Disposition
 * header every download carries). Fastify serializes none of it: a download is a Buffer or a stream.
 */
export const downloadAnswer = (description: string, types: readonly string[]) => ({
  description,
  content: Object.fromEntries(
    // Described as a file of its type; what the route sends is the file's bytes or a stream of them.
    [...new Set(types.map((t) => t.split(';')[0]!.trim()))].map((type) => [type, { schema: z.file().mime(type) as unknown as z.ZodType<Buffer | Readable> }]),
  ),
});
