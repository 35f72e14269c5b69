import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRepeating } from './repeating';

/** A round that stays in progress until `finish` is called. */
function controlledRound() {
  const started: (() => void)[] = [];
  const round = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        started.push(resolve);
      }),
  );
  return { round, finish: () => started.shift()!() };
}

describe('startRepeating', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs a round every interval and never two at once', async () => {
    const { round, finish } = controlledRound();
    const stop = startRepeating(round, { intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(round).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(round).toHaveBeenCalledTimes(1);
    // Still running: the next ticks skip.
    await vi.advanceTimersByTimeAsync(3000);
    expect(round).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(round).toHaveBeenCalledTimes(2);
    finish();
    await stop();
  });

  it('reports a failed round and tries again at the next tick', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const stop = startRepeating(
      async () => {
        calls++;
        if (calls === 1) throw new Error('database gone');
      },
      { intervalMs: 500, onError: (err) => errors.push(err) },
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    expect(errors).toEqual([new Error('database gone')]);
    await stop();
  });

  it('stops: waits for the round in progress and starts no other', async () => {
    const { round, finish } = controlledRound();
    const stop = startRepeating(round, { intervalMs: 100 });
    await vi.advanceTimersByTimeAsync(100);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(round).toHaveBeenCalledTimes(1);
  });
});
