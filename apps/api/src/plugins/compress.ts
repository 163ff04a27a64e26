import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Smaller answers gain less than the work and the headers cost. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The API's JSON answers compressed as the static files are (issue 45): brotli or gzip, as the
 * client accepts, above COMPRESS_THRESHOLD bytes. Only JSON: the web app's files come precompressed
 * from the build (plugins/spa.ts), and the downloads (PDF, spreadsheets, ZIP, uploaded documents)
 * are compressed formats already or streamed as stored. Brotli at quality 4: near gzip's speed, a
 * little smaller; the highest qualities cost tens of milliseconds per list on a busy core.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json\b/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
