import { hostname } from 'node:os';

/** pino's `fatal`: what a start-up failure is to a log collector. */
const FATAL = 60;

/**
 * Whether start-up failures are JSON lines: the format the logger would have used, decided
 * before any configuration is valid — LOG_FORMAT when it is json or pretty, otherwise its
 * default (pretty on a terminal outside production, JSON everywhere else).
 */
export function startupLinesAreJson(env: NodeJS.ProcessEnv, terminal = process.stdout.isTTY === true): boolean {
  const format = env.LOG_FORMAT?.trim();
  if (format === 'json') return true;
  if (format === 'pretty') return false;
  return !(terminal && env.NODE_ENV !== 'production');
}

/**
 * Writes start-up failures to stderr, one line each: plain text, or a pino-shaped JSON line
 * whose `msg` is that same text (level fatal, time, pid, hostname; `stack` when given).
 */
export function writeStartupLines(env: NodeJS.ProcessEnv, messages: string[], stack?: string): void {
  const json = startupLinesAreJson(env);
  const lines = messages.map((msg) =>
    json
      ? JSON.stringify({
          level: FATAL,
          time: Date.now(),
          pid: process.pid,
          hostname: hostname(),
          msg,
          ...(stack ? { stack } : {}),
        })
      : stack
        ? `${msg}\n${stack}`
        : msg,
  );
  process.stderr.write(lines.map((line) => `${line}\n`).join(''));
}
