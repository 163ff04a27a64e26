/** The middle of the figures (the mean of the two middle ones for an even count). */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The median time in ms of `runs` calls of `fn`, after one warming call (it plans and caches). */
export async function medianMs(fn: () => Promise<unknown>, runs: number) {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(times);
}

/**
 * The median times in ms of two calls measured turn about, `runs` times each after one warming call
 * of each: on a shared machine a slow spell then weighs on both alike, not on whichever ran during it.
 */
export async function pairedMediansMs(a: () => Promise<unknown>, b: () => Promise<unknown>, runs: number): Promise<[number, number]> {
  await a();
  await b();
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [k, fn] of [a, b].entries()) {
      const start = process.hrtime.bigint();
      await fn();
      times[k]!.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return [median(times[0]), median(times[1])];
}
