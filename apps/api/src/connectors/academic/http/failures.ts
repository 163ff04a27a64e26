import { BrokenCircuitError, TaskCancelledError } from 'cockatiel';

/** A failure worth another attempt: the network, or a 5xx answer. Timeouts are cockatiel's TaskCancelledError. */
export class TransientFailure extends Error {
  constructor(
    readonly kind: 'network' | 'status',
    readonly status?: number,
    readonly code?: string,
  ) {
    super(kind === 'status' ? `academic system answered ${status}` : 'academic system unreachable');
    this.name = 'TransientFailure';
  }
}

/** An answer outside the contract's shapes (not JSON, wrong fields, too large): a broken system. */
export class MalformedAnswer extends Error {
  constructor(readonly status: number) {
    super(`academic system answered ${status} outside the contract`);
    this.name = 'MalformedAnswer';
  }
}

/** A status the contract does not give for the call (403 for a rejected credential, 400...): not retried. */
export class UnexpectedStatus extends Error {
  constructor(readonly status: number) {
    super(`academic system answered an unexpected ${status}`);
    this.name = 'UnexpectedStatus';
  }
}

export const isTransient = (e: unknown) => e instanceof TransientFailure || e instanceof TaskCancelledError;
/** What the circuit breaker counts: the transient failures and broken answers, never a 4xx of the contract. */
export const countsForBreaker = (e: unknown) => isTransient(e) || e instanceof MalformedAnswer;

/** Safe log fields of a failure: its kind, status and system error code; never a message that could quote input. */
export function describeFailure(err: unknown): Record<string, unknown> {
  if (err instanceof TransientFailure) return { cause: err.kind, status: err.status, code: err.code };
  if (err instanceof TaskCancelledError) return { cause: 'timeout' };
  if (err instanceof BrokenCircuitError) return { cause: 'circuit-open' };
  if (err instanceof MalformedAnswer) return { cause: 'malformed-answer', status: err.status };
  if (err instanceof UnexpectedStatus) return { cause: 'unexpected-status', status: err.status };
  return { cause: 'error', errorType: err instanceof Error ? err.name : typeof err };
}
