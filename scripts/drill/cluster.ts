// A throwaway PostgreSQL primary and one streaming replica, made with PostgreSQL's own tools
// (initdb, pg_ctl, pg_basebackup -R) in a temporary directory, as the `postgres` OS user, on their
// own ports. The machine's main cluster (5432) is never touched. Used by the drill and the replica
// benchmark; `destroy()` stops both and removes the directory, and is safe to call twice.

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export type Cluster = {
  primaryUrl: string;
  replicaUrl: string;
  primaryPort: number;
  replicaPort: number;
  dir: string;
  stopReplica(): void;
  startReplica(): void;
  destroy(): void;
};

/** Runs a PostgreSQL tool as the `postgres` OS user (this script runs as root; initdb refuses root). */
function asPostgres(tool: string, args: string[], quiet = true): string {
  const argv = ['-u', 'postgres', '--', path.join(PG_BIN, tool), ...args];
  if (process.getuid?.() !== 0) return execFileSync(path.join(PG_BIN, tool), args, { encoding: 'utf8' });
  const result = spawnSync('runuser', argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${tool} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  if (!quiet) process.stdout.write(result.stdout);
  return result.stdout;
}

function portFree(port: number): boolean {
  // ss lists listening TCP sockets; a port in use shows as ":port ".
  const out = spawnSync('ss', ['-ltnH'], { encoding: 'utf8' }).stdout ?? '';
  return !out.split('\n').some((line) => line.includes(`:${port} `));
}

/** Two free ports next to each other from `from`, never 5432. */
function pickPorts(from: number): [number, number] {
  for (let p = from; p < from + 200; p += 2) {
    if (p === 5432 || p + 1 === 5432) continue;
    if (portFree(p) && portFree(p + 1)) return [p, p + 1];
  }
  throw new Error('no free ports for the drill cluster');
}

export function createCluster(options: { basePort?: number; label?: string } = {}): Cluster {
  const [primaryPort, replicaPort] = pickPorts(options.basePort ?? 5451);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `stopover-${options.label ?? 'drill'}-`));
  fs.chmodSync(dir, 0o755);
  spawnSync('chown', ['postgres:postgres', dir]);
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const logs = path.join(dir, 'logs');
  fs.mkdirSync(logs);
  spawnSync('chown', ['postgres:postgres', logs]);
  let destroyed = false;

  const pgCtl = (dataDir: string, action: string, log?: string) =>
    asPostgres('pg_ctl', [
      '-D',
      dataDir,
      '-w',
      '-t',
      '120',
      ...(log ? ['-l', log] : []),
      ...(action === 'stop' ? ['-m', 'fast'] : []),
      action,
    ]);

  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    for (const d of [replicaDir, primaryDir]) {
      if (fs.existsSync(path.join(d, 'postmaster.pid'))) {
        try {
          pgCtl(d, 'stop');
        } catch {
          // already gone
        }
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    asPostgres('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-instructions',
    ]);
    fs.appendFileSync(
      path.join(primaryDir, 'postgresql.conf'),
      [
        `port = ${primaryPort}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'wal_level = replica',
        'max_wal_senders = 5',
        'hot_standby = on',
        'max_connections = 200',
        // A drill on a small machine: keep memory and fsync cost modest; durability is not what
        // it measures (the booking locks and the failover paths are).
        'shared_buffers = 64MB',
        'fsync = on',
        'synchronous_commit = on',
        '',
      ].join('\n'),
    );
    fs.appendFileSync(
      path.join(primaryDir, 'pg_hba.conf'),
      'host replication all 127.0.0.1/32 trust\nhost all all 127.0.0.1/32 trust\n',
    );
    pgCtl(primaryDir, 'start', path.join(logs, 'primary.log'));
    asPostgres('psql', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-qc',
      'create database stopover',
    ]);
    asPostgres('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    fs.appendFileSync(path.join(replicaDir, 'postgresql.conf'), `port = ${replicaPort}\n`);
    pgCtl(replicaDir, 'start', path.join(logs, 'replica.log'));
  } catch (error) {
    destroy();
    throw error;
  }

  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/stopover`,
    replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/stopover`,
    primaryPort,
    replicaPort,
    dir,
    stopReplica: () => void pgCtl(replicaDir, 'stop'),
    startReplica: () => void pgCtl(replicaDir, 'start', path.join(logs, 'replica.log')),
    destroy,
  };
}
