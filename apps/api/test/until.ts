import { monitorEventLoopDelay } from 'node:perf_hooks';
import { inspect } from 'node:util';

const OVERDUE = Symbol('overdue');
type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

/**
 * How a test waits for something another process, a timer or a stream does: a condition polled until
 * it holds, with a deadline, never a fixed sleep followed by an assertion (a sleep long enough on an
 * idle machine is too short on a loaded one). `condition` answers a truthy value once it holds (that
 * value is answered) and anything falsy, or throws, while it does not yet. Past `timeout` ms it fails
 * with `what` and the last value (or error) it saw.
 *
 * The deadline is the time a machine two or three times slower than an idle one may need, not a
 * speed check (that is `npm run bench`): keep it under the test's own time-out, so the failure says
 * what was awaited rather than only that the test took too long.
 */
export async function until<T>(
  condition: () => T | Promise<T>,
  opts: {
    what: string;
    timeout?: number;
    every?: number;
    /** What to report at the deadline instead of the condition's last value (e.g. the end of a log). */
    show?: () => unknown | Promise<unknown>;
  },
): Promise<Truthy<T>> {
  const { what, timeout = 30_000, every = 20, show } = opts;
  const deadline = Date.now() + timeout;
  let last: { value: unknown } | { error: unknown } | undefined;
  for (;;) {
    try {
      // A check that never answers (a query to a server that hangs) still meets the deadline.
      let late: NodeJS.Timeout | undefined;
      const overdue = new Promise<typeof OVERDUE>((resolve) => (late = setTimeout(resolve, Math.max(0, deadline - Date.now()), OVERDUE)));
      const value = await Promise.race([condition(), overdue]).finally(() => clearTimeout(late));
      if (value === OVERDUE) throw new Error('the check itself had not answered');
      if (value) return value as Truthy<T>;
      last = { value };
    } catch (error) {
      last = { error };
    }
    if (Date.now() >= deadline) {
      const threw = last && 'error' in last ? last.error : undefined;
      const seen = show ? shown(await Promise.resolve().then(show).catch((error: unknown) => error)) : !last ? 'nothing' : 'value' in last ? shown(last.value) : `it threw ${shown(threw)}`;
      throw new Error(`waited ${timeout} ms for ${what}; last seen: ${seen}${show && threw ? ` (the check threw ${shown(threw)})` : ''}`, { cause: threw });
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(every, Math.max(1, deadline - Date.now()))));
  }
}

const shown = (value: unknown) => {
  const text = value instanceof Error ? value.message : inspect(value, { depth: 3, breakLength: Infinity });
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
};

/**
 * How late this process ran its timers while it was watched (the longest delay, in ms): on a loaded
 * machine a test notices an answer, or starts its next request, late by that much. A test that checks
 * a deadline the product promises ("503 within 5 s") allows that delay on top of the deadline and
 * nothing more: on an idle machine it is a few milliseconds, and the check is as tight as the promise.
 */
export function watchLateness() {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return {
    /** The longest delay seen so far, in ms. */
    maxMs: () => histogram.max / 1e6,
    stop: () => histogram.disable(),
  };
}
