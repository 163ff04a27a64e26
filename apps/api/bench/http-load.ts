/**
 * Requests per second through a real HTTP server: `connections` kept-alive connections each sending
 * the next request as soon as the last one answered, for `seconds` (after a short warm-up). Node's
 * own http client (autocannon is not a dependency), so the client's cost is in the figure too.
 */
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import { medianMs, pairedMediansMs } from './timing';

/** A GET of `url`, or a POST of `body` as JSON, on `agent`'s kept-alive connection; rejects on a non-2xx answer. */
const getter = (url: string, headers: Record<string, string>, agent: http.Agent, body?: unknown) => () =>
  new Promise<void>((resolve, reject) => {
    const json = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(url, { agent, method: json ? 'POST' : 'GET', headers: json ? { ...headers, 'content-type': 'application/json' } : headers }, (res) => {
      res.resume();
      res.on('end', () => ((res.statusCode ?? 500) < 300 ? resolve() : reject(new Error(`${url}: HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(json);
  });

/** The median time of GET `url`, one request at a time on one kept-alive connection. */
export async function oneAtATimeMs(url: string, headers: Record<string, string>, runs: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    return await medianMs(getter(url, headers, agent), runs);
  } finally {
    agent.destroy();
  }
}

/**
 * The median times of GET `url` (one request at a time on one kept-alive connection; a POST of
 * `body` when given) and of `other`, timed turn about (pairedMediansMs): a slow spell of the machine
 * weighs on both alike.
 */
export async function oneAtATimeBesideMs(url: string, headers: Record<string, string>, other: () => Promise<unknown>, runs: number, body?: unknown) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    return await pairedMediansMs(getter(url, headers, agent, body), other, runs);
  } finally {
    agent.destroy();
  }
}

/**
 * The clients of requestsPerSecond, in a worker thread: a real client is another machine, and one
 * on the server's own event loop would take its turns from the server. node:http rather than fetch:
 * the client still shares the two cores, and fetch spends several times more of them per request.
 */
const CLIENTS = `
const http = require('node:http');
const { parentPort, workerData: w } = require('node:worker_threads');
const agent = new http.Agent({ keepAlive: true, maxSockets: w.connections });
const get = () => new Promise((resolve, reject) => {
  http.get(w.url, { agent, headers: w.headers }, (res) => {
    res.resume();
    res.on('end', () => (res.statusCode < 300 ? resolve() : reject(new Error(w.url + ': HTTP ' + res.statusCode))));
  }).on('error', reject);
});
const run = async (ms) => {
  let done = 0;
  const until = Date.now() + ms;
  await Promise.all(Array.from({ length: w.connections }, async () => {
    while (Date.now() < until) {
      await get();
      done++;
    }
  }));
  return done;
};
(async () => {
  await run(w.warmUpMs);
  const start = performance.now();
  const done = await run(w.seconds * 1000);
  agent.destroy();
  parentPort.postMessage({ perSecond: done / ((performance.now() - start) / 1000), requests: done });
})().catch((err) => parentPort.postMessage({ error: String((err && err.stack) || err) }));
`;

type TLoadOptions = { connections?: number; seconds?: number; warmUpMs?: number };

/**
 * Completed requests per second of GET `url` (absolute) with `headers`: `connections` kept-alive
 * connections each sending the next request as soon as the last one answered, for `seconds` after a
 * short warm-up, from a worker thread. Throws on a non-2xx answer.
 */
export async function requestsPerSecond(url: string, headers: Record<string, string>, opts: TLoadOptions = {}) {
  return (await loadRun(url, headers, opts)).perSecond;
}

/** requestsPerSecond's run, with how many requests were timed (after the warm-up). */
export async function loadRun(url: string, headers: Record<string, string>, opts: TLoadOptions = {}) {
  const workerData = { url, headers, connections: opts.connections ?? 10, seconds: opts.seconds ?? 3, warmUpMs: opts.warmUpMs ?? 500 };
  const result = await new Promise<{ perSecond: number; requests: number; error?: string }>((resolve, reject) => {
    const worker = new Worker(CLIENTS, { eval: true, workerData });
    worker.once('message', (m) => void worker.terminate().then(() => resolve(m)));
    worker.once('error', reject);
  });
  if (result.error) throw new Error(result.error);
  return { perSecond: result.perSecond, requests: result.requests };
}

/** Completed calls per second of `call`, `concurrency` at a time, for `seconds`: a query's own throughput. */
export async function callsPerSecond(call: () => Promise<unknown>, opts: { concurrency?: number; seconds?: number } = {}) {
  const run = async (ms: number) => {
    let done = 0;
    const until = Date.now() + ms;
    await Promise.all(
      Array.from({ length: opts.concurrency ?? 10 }, async () => {
        while (Date.now() < until) {
          await call();
          done++;
        }
      }),
    );
    return done;
  };
  await run(500);
  const started = process.hrtime.bigint();
  const done = await run((opts.seconds ?? 3) * 1000);
  return done / (Number(process.hrtime.bigint() - started) / 1e9);
}
