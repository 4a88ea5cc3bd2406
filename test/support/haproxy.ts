import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROJECT_ROOT, freePort, stopChild } from './child-process';
import { requireTool } from './outside-tools';

/**
 * The repository's haproxy.cfg with only what differs outside Docker replaced: the listening
 * port, and the replicas found by Docker's DNS become the given loopback ports. Checks run
 * every 200 ms unless `shippedChecks` keeps the shipped timing (the drain test needs it).
 */
export function haproxyConfig(port: number, backends: number[], options: HaproxyOptions = {}): string {
  const config = readFileSync(join(PROJECT_ROOT, 'haproxy.cfg'), 'utf8');
  const servers = backends.map((p, i) => `    server app${i + 1} 127.0.0.1:${p} check`).join('\n');
  const adapted = config
    .replace(/^resolvers docker\n(?: {4}.*\n)+/m, '')
    .replace(/^ {4}bind :8080$/m, `    bind 127.0.0.1:${port}`)
    .replace(/^ {4}server-template .*$/m, servers)
    // Checks every 200 ms so the test need not wait for the production interval.
    .replace(/^( {4}default-server) inter 1s/m, options.shippedChecks ? '$1 inter 1s' : '$1 inter 200ms');
  if (!adapted.includes(servers) || adapted.includes('resolvers')) throw new Error('haproxy.cfg changed shape');
  return adapted;
}

export interface HaproxyOptions {
  shippedChecks?: boolean;
}

export interface Haproxy {
  url: string;
  /**
   * Its log lines so far: one per request (`option httplog`), and the servers' checks that
   * changed result and their state changes (`Health check for server app/app2 failed…`,
   * `Server app/app2 is DOWN…`).
   */
  log(): string[];
  /** Of those, the checks' and state changes' lines alone. */
  checks(): string[];
  /** The servers as HAProxy's stats see them now (`show stat` on the stats socket). */
  servers(): Promise<ServerState[]>;
  /**
   * Waits until HAProxy sends to every server at full weight, which round robin needs to
   * spread requests over all of them; fails after `timeoutMs` with the servers' states and
   * the checks' log lines.
   */
  untilEveryServerServes(timeoutMs?: number): Promise<void>;
  /**
   * The server (`app1`, `app2`, …) that answered each request, by the X-Request-Id it was
   * sent with, from the log; waits for lines HAProxy has not written yet (bounded).
   */
  serversOf(requestIds: string[]): Promise<string[]>;
  stop(): Promise<void>;
}

/** A server of the backend, from `show stat`. */
export interface ServerState {
  name: string;
  /**
   * `UP`, or `UP 1/2` one failed check from DOWN (as every server is until its first check
   * passes), `DOWN`, `DOWN 1/2` one passed check from UP…
   */
  status: string;
  /** While in slowstart after coming back UP: the percentage of its weight it gets; else empty. */
  throttle: string;
  /** The last check's result (L7OK, L7TOUT, L7STS…), `* ` before it while one runs. */
  check: string;
}

/** The log lines of checks and servers' state changes (the rest are requests). */
const CHECK_LINE = /^(?:Health check for server|Server) /;

/** HAProxy in the foreground on a loopback port, in front of the given ports. */
export async function startHaproxy(backends: number[], options: HaproxyOptions = {}): Promise<Haproxy> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'svc-haproxy-'));
  const file = join(dir, 'haproxy.cfg');
  // The test's own additions: a stats socket to ask which servers are UP, and a log line for
  // each check whose result changes (a timeout names its duration), so a test that needs every
  // server can wait for them and say why when it cannot.
  const socket = join(dir, 'stats.sock');
  const config = haproxyConfig(port, backends, options)
    .replace(/^global\n/m, `global\n    stats socket ${socket}\n`)
    .replace(/^( {4}option httpchk\n)/m, '$1    option log-health-checks\n');
  if (!config.includes('stats socket') || !config.includes('log-health-checks')) {
    throw new Error('haproxy.cfg changed shape');
  }
  writeFileSync(file, config);
  const haproxy = requireTool('haproxy');
  execFileSync(haproxy, ['-c', '-q', '-f', file]);
  const child: ChildProcess = spawn(haproxy, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop()!;
    // The last lines only: enough to explain a failure, bounded under load.
    lines.push(...parts);
    if (lines.length > 20_000) lines.splice(0, lines.length - 10_000);
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(`${url}/health/live`);
      break;
    } catch {
      if (attempt > 50 || child.exitCode !== null) throw new Error(`haproxy did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const servers = async (): Promise<ServerState[]> => {
    const [header, ...rows] = (await ask(socket, 'show stat')).trim().split('\n');
    const fields = header.replace(/^# /, '').split(',');
    const field = (row: string[], name: string) => row[fields.indexOf(name)];
    return rows
      .map((row) => row.split(','))
      .filter((row) => field(row, 'pxname') === 'app' && field(row, 'svname') !== 'BACKEND')
      .map((row) => ({
        name: field(row, 'svname'),
        status: field(row, 'status'),
        throttle: field(row, 'throttle'),
        check: field(row, 'check_status'),
      }));
  };
  const checks = () => lines.filter((line) => CHECK_LINE.test(line));
  return {
    url,
    log: () => [...lines],
    checks,
    servers,
    async untilEveryServerServes(timeoutMs = 30_000) {
      const serving = (server: ServerState) => server.status === 'UP' && server.throttle === '';
      const deadline = Date.now() + timeoutMs;
      let states = await servers();
      while (!states.every(serving)) {
        if (Date.now() > deadline) {
          const table = states.map((s) => `${s.name} ${s.status} throttle=${s.throttle || '-'} check=${s.check}`);
          throw new Error(
            `HAProxy does not send to every server at full weight after ${timeoutMs} ms:\n${table.join('\n')}\n` +
              `Its checks and state changes:\n${checks().join('\n')}`,
          );
        }
        await sleep(100);
        states = await servers();
      }
    },
    async serversOf(requestIds) {
      const serverOf = (id: string) =>
        lines.map((line) => / api app\/(\S+) .* request_id=(\S+)$/.exec(line)).find((m) => m?.[2] === id)?.[1];
      for (let i = 0; i < 50 && !requestIds.every(serverOf); i++) await sleep(100);
      const missing = requestIds.filter((id) => !serverOf(id));
      if (missing.length > 0) throw new Error(`HAProxy logged no request ${missing.join(', ')}:\n${lines.join('\n')}`);
      return requestIds.map((id) => serverOf(id)!);
    },
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One command on HAProxy's stats socket, and its whole answer (HAProxy closes after it). */
function ask(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = createConnection(socket, () => connection.write(`${command}\n`));
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (answer += chunk));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}
