/**
 * Requests per second through a real HTTP server: `connections` kept-alive connections each sending
 * the next request as soon as the last one answered, for `seconds` (after a short warm-up). Node's
 * own http client (autocannon is not a dependency), so the client's cost is in the figure too.
 */
import http from 'node:http';
import { medianMs } from './timing';

const getter = (url: string, headers: Record<string, string>, agent: http.Agent) => () =>
  new Promise<void>((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => ((res.statusCode ?? 500) < 300 ? resolve() : reject(new Error(`${url}: HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
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

/** Completed requests per second of GET `url` (absolute) with `headers`; throws on a non-2xx answer. */
export async function requestsPerSecond(url: string, headers: Record<string, string>, opts: { connections?: number; seconds?: number } = {}) {
  const connections = opts.connections ?? 10;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const get = getter(url, headers, agent);
  const run = async (ms: number) => {
    let done = 0;
    const until = Date.now() + ms;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < until) {
          await get();
          done++;
        }
      }),
    );
    return done;
  };
  try {
    await run(500);
    const started = process.hrtime.bigint();
    const done = await run((opts.seconds ?? 3) * 1000);
    return done / (Number(process.hrtime.bigint() - started) / 1e9);
  } finally {
    agent.destroy();
  }
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
