import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config/load-config';
import { loadDotEnv } from './config/dotenv';
import { DataDirInUseError, DataDirLock, lockDataDir } from './database/data-dir-lock';
import { writeStartupLines } from './common/logging/startup-lines';
import { startTracing } from './common/telemetry/tracing';

async function main(): Promise<void> {
  loadDotEnv();
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // One line per bad variable, all of them at once (JSON lines when the logs are JSON).
      writeStartupLines(
        process.env,
        error.message.split('\n').map((line) => `Invalid configuration: ${line}`),
      );
      process.exit(1);
    }
    throw error;
  }
  // Before anything it instruments (pg, ioredis, node:http through Fastify and axios) loads.
  if (config.tracing) startTracing(packageVersion());
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    // One process per embedded data directory (CONTRACT §11.4), refused here in one line.
    try {
      lock = await lockDataDir(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      writeStartupLines(process.env, [`Start failed: ${error.message}`]);
      process.exit(1);
    }
  } else {
    // A bounded wait with one clear line, instead of the driver's retries and stack traces.
    const { DatabaseUnreachableError, waitForDatabase } = await import('./database/database-reachable');
    try {
      await waitForDatabase(config.databaseUrl);
    } catch (error) {
      if (!(error instanceof DatabaseUnreachableError)) throw error;
      writeStartupLines(process.env, [`Start failed: ${error.message}`]);
      process.exit(1);
    }
  }
  // The application's modules load only now: a bad setting or database is reported at once.
  const { createApp } = await import('./app.factory');
  const { Connections, shutDown } = await import('./graceful-shutdown');
  const { serveApiDocs } = await import('./openapi/docs-route');
  const app = await createApp(config, { docs: serveApiDocs });
  const connections = new Connections(app.getHttpServer());
  await app.listen({ port: config.port, host: '0.0.0.0' });
  const logger = new Logger('Main');
  logger.log(`listening on :${config.port}`);

  // Graceful stop (CONTRACT §10.6, §11.6): readiness fails and requests are still served for
  // the drain; then no new connections, in-flight requests answered, the database closes.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: readiness fails; serving ${config.shutdownDrainSeconds} s more before stopping`);
    const times = { drainMs: config.shutdownDrainSeconds * 1000, timeoutMs: config.shutdownTimeoutSeconds * 1000 };
    void shutDown(app, connections, times, logger).then((code) => {
      lock?.release();
      process.exit(code);
    });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** The service's version for its traces: package.json's, beside dist/ and src/. */
function packageVersion(): string {
  return (JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string }).version;
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  writeStartupLines(process.env, [`Start failed: ${message}`], error instanceof Error ? error.stack : undefined);
  process.exit(1);
});
