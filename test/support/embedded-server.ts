import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';

/**
 * Child process of the embedded-database test mode: serves the PGlite data directory
 * given as argument on a loopback port, prints its URL, and stops when stdin closes.
 */
async function main(): Promise<void> {
  const embedded = await startEmbeddedPostgres(process.argv[2]);
  process.stdout.write(`${JSON.stringify({ url: embedded.url })}\n`);
  const stop = () => {
    void embedded.stop().finally(() => process.exit(0));
  };
  process.stdin.on('end', stop);
  process.stdin.resume();
  process.on('SIGTERM', stop);
}

void main();
