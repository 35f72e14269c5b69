import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPLICA_PROBE, type ReplicasConfig } from '../config';
import type { Db } from './client';
import { openReplicas, replicaLagMs, replicaName, type PrimarySample } from './replicas';

describe('a replica’s lag (replicaLagMs)', () => {
  // The primary's WAL position sampled at 0, 500 and 1000 ms of the probe's clock.
  const samples: PrimarySample[] = [
    { at: 0, lsn: 1000n },
    { at: 500, lsn: 2000n },
    { at: 1000, lsn: 3000n },
  ];
  const reading = { at: 1002, standby: true, replayed: 3000n, replayAgeMs: 3_600_000 };

  it('is the round trip when the replica has replayed the primary’s latest position, however old its last commit', () => {
    // An idle primary: the last commit an hour ago, nothing since.
    expect(replicaLagMs(samples, reading)).toBe(2);
    expect(replicaLagMs(samples, { ...reading, replayed: 3500n })).toBe(2);
  });

  it('is bounded by the newest sampled position the replica has replayed', () => {
    expect(replicaLagMs(samples, { ...reading, replayed: 2999n })).toBe(502);
    expect(replicaLagMs(samples, { ...reading, replayed: 1000n })).toBe(1002);
  });

  it('is the age of the last replayed commit when that is smaller (a busy primary)', () => {
    expect(replicaLagMs(samples, { ...reading, replayed: 2999n, replayAgeMs: 12 })).toBe(12);
    expect(replicaLagMs(samples, { ...reading, replayed: 999n, replayAgeMs: 4200 })).toBe(4200);
  });

  it('is unbounded when nothing bounds it', () => {
    expect(replicaLagMs(samples, { ...reading, replayed: 999n, replayAgeMs: null })).toBe(Infinity);
    expect(replicaLagMs([], { ...reading, replayed: null, replayAgeMs: null })).toBe(Infinity);
  });

  it('is 0 on a server that is not a standby', () => {
    expect(replicaLagMs([], { at: 5, standby: false, replayed: null, replayAgeMs: null })).toBe(0);
  });
});

describe('the replica set', () => {
  const config: ReplicasConfig = {
    // Nothing connects: these tests measure through the seam.
    urls: ['postgres://app:secret@replica-1:5432/stopover', 'postgres://app@replica-2:6543/stopover'],
    poolSize: 2,
    maxLagMs: 1000,
    readYourWritesMs: 5000,
  };
  const primary = {} as Db;

  afterEach(() => {
    vi.useRealTimers();
  });

  it('names a replica without its credentials', () => {
    expect(replicaName(config.urls[0]!)).toBe('replica-1:5432/stopover');
  });

  it('takes the replicas within the bound in turn, and none before the first measurement', async () => {
    const lag = [20, 30];
    const replicas = openReplicas(config, primary, { measureLag: async ({ index }) => lag[index]! });
    expect(replicas.status().map((s) => s.inUse)).toEqual([false, false]);
    await replicas.probe();
    const picked = Array.from({ length: 4 }, () => replicas.pick());
    expect(picked.map((p) => p?.name)).toEqual([
      'replica-1:5432/stopover',
      'replica-2:6543/stopover',
      'replica-1:5432/stopover',
      'replica-2:6543/stopover',
    ]);
    expect(picked.map((p) => p?.lagMs)).toEqual([20, 30, 20, 30]);
    await replicas.close();
  });

  it('skips a replica lagging beyond the bound or down, and takes it back once measured within it', async () => {
    const lag: (number | Error)[] = [5000, new Error('connection refused')];
    const replicas = openReplicas(config, primary, {
      measureLag: async ({ index }) => {
        const value = lag[index]!;
        if (value instanceof Error) throw value;
        return value;
      },
    });
    const changes: unknown[] = [];
    replicas.onChange((status) => changes.push(status));
    await replicas.probe();
    expect(replicas.pick()).toBeNull();
    expect(replicas.status()).toEqual([
      { name: 'replica-1:5432/stopover', lagMs: 5000, inUse: false, reason: 'lagging' },
      { name: 'replica-2:6543/stopover', lagMs: null, inUse: false, reason: 'down' },
    ]);
    lag[0] = 800;
    await replicas.probe();
    expect(replicas.pick()?.name).toBe('replica-1:5432/stopover');
    expect(replicas.pick()?.name).toBe('replica-1:5432/stopover');
    expect(changes).toEqual([{ name: 'replica-1:5432/stopover', lagMs: 800, inUse: true, reason: null }]);
    await replicas.close();
  });

  it('takes a replica out of use when a read on it fails, until a probe answers again', async () => {
    const replicas = openReplicas(config, primary, { measureLag: async () => 10 });
    await replicas.probe();
    const first = replicas.pick()!;
    replicas.markDown(first);
    expect(replicas.status()[first.index]).toMatchObject({ inUse: false, reason: 'down' });
    expect(replicas.pick()?.index).not.toBe(first.index);
    await replicas.probe();
    expect(replicas.status().every((s) => s.inUse)).toBe(true);
    await replicas.close();
  });

  it('gives up on a measurement that takes longer than the probe’s timeout', async () => {
    vi.useFakeTimers();
    const replicas = openReplicas(config, primary, {
      measureLag: ({ index }) => (index === 0 ? new Promise<number>(() => {}) : Promise.resolve(10)),
    });
    await vi.advanceTimersByTimeAsync(REPLICA_PROBE.timeoutMs);
    expect(replicas.status().map((s) => s.reason)).toEqual(['down', null]);
    const closed = replicas.close();
    await vi.advanceTimersByTimeAsync(REPLICA_PROBE.timeoutMs);
    await closed;
  });

  it('probes on an interval until closed, and a failing probe never throws', async () => {
    vi.useFakeTimers();
    let probes = 0;
    const replicas = openReplicas({ ...config, urls: config.urls.slice(0, 1) }, primary, {
      measureLag: async () => {
        probes += 1;
        throw new Error('the replica is down');
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(probes).toBe(1);
    await vi.advanceTimersByTimeAsync(REPLICA_PROBE.intervalMs * 3);
    expect(probes).toBe(4);
    await replicas.close();
    await vi.advanceTimersByTimeAsync(REPLICA_PROBE.intervalMs * 3);
    expect(probes).toBe(4);
  });
});
