/**
 * Counts failures per key in a sliding window and blocks the key for `blockMs` once `max` failures
 * fall within `windowMs`. In memory: one process serves the product; a cluster would move it to the DB.
 */
export class FailureThrottle {
  private failures = new Map<string, number[]>();
  private blockedUntil = new Map<string, number>();

  constructor(private readonly opts: { max: number; windowMs: number; blockMs: number }) {}

  /** Milliseconds left on a block, or 0 when the key may try. */
  blockedFor(key: string, now = Date.now()): number {
    const until = this.blockedUntil.get(key) ?? 0;
    if (until > now) return until - now;
    if (until) this.blockedUntil.delete(key);
    return 0;
  }

  fail(key: string, now = Date.now()) {
    const recent = (this.failures.get(key) ?? []).filter((t) => now - t < this.opts.windowMs);
    recent.push(now);
    if (recent.length >= this.opts.max) {
      this.blockedUntil.set(key, now + this.opts.blockMs);
      this.failures.delete(key);
    } else {
      this.failures.set(key, recent);
    }
    this.prune(now);
  }

  succeed(key: string) {
    this.failures.delete(key);
  }

  private prune(now: number) {
    if (this.failures.size < 10_000) return;
    for (const [key, times] of this.failures) {
      if (times.every((t) => now - t >= this.opts.windowMs)) this.failures.delete(key);
    }
  }
}
