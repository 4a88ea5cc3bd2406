import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  /** Its log lines so far (one per request, `option httplog`). */
  log(): string[];
  stop(): Promise<void>;
}

/** HAProxy in the foreground on a loopback port, in front of the given ports. */
export async function startHaproxy(backends: number[], options: HaproxyOptions = {}): Promise<Haproxy> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'svc-haproxy-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(port, backends, options));
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
  return {
    url,
    log: () => [...lines],
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
