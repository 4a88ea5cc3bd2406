import { existsSync } from 'node:fs';
import { config } from 'dotenv';

/** Reads `.env` from the working directory when present; the environment wins. */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) config({ path, quiet: true });
}
