import { describe, expect, it } from 'vitest';
import { captureLog } from '../../test/capture-log';
import { createOutageLog } from './outage-log';

const lostConnection = Object.assign(new Error('Connection terminated unexpectedly'), { cause: { code: '57P01' } });

describe('the outage log', () => {
  it('writes the first failure, a reminder a minute with what it held back, and the recovery', () => {
    let now = 0;
    const { log, lines } = captureLog();
    const outage = createOutageLog('requests', { now: () => now });
    for (let i = 0; i < 1_000; i++) {
      outage.failed(log, lostConnection);
      now += 100;
    }
    outage.recovered(log);
    outage.recovered(log);
    // 100 s of failures: the first line, one reminder at 60 s, the recovery; nothing else.
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['error', 'database unavailable; further failures are counted until it answers again'],
      ['warn', 'database still unavailable'],
      ['info', 'database available again'],
    ]);
    expect(lines[0]!.fields).toEqual({ source: 'requests', code: '57P01' });
    expect(lines[1]!.fields).toMatchObject({ failures: 601, heldBack: 599, outageMs: 60_000 });
    expect(lines[2]!.fields).toEqual({ source: 'requests', failures: 1_000, outageMs: 100_000 });
    // The next outage is a new one.
    outage.failed(log, lostConnection);
    expect(lines).toHaveLength(4);
  });
});
