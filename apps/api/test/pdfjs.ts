/*
 * pdfjs-dist for the API tests, imported without leaving its polyfills behind. Its legacy build (the
 * one that runs on Node 20) carries core-js, which on import REPLACES Array.prototype.push and
 * JSON.parse for the whole process with its own (spec-edge fixes Node does not need). The API project
 * keeps a worker's modules from one file to the next (isolate: false), so once one file had read a
 * PDF, every later file of that worker ran on them: core-js's push is about 2.5 times slower than
 * V8's, and was a tenth of the CPU of the strategy write/read test itself. setup.ts imports this
 * module before any test file, so every file's own `import 'pdfjs-dist/...'` finds it loaded.
 */
const natives = { push: Array.prototype.push, parse: JSON.parse };
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
// Its fake worker (same thread) is imported on the first document otherwise, polyfills again included.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
// Only the replaced built-ins go back; what core-js added (Promise.withResolvers, Set methods) pdfjs needs.
Array.prototype.push = natives.push;
JSON.parse = natives.parse;

export const { getDocument } = pdfjs;
