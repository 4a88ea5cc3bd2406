import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pino, { Logger } from 'pino';
import { ROOT_LOGGER } from '../../src/common/logging/logger.options';

/**
 * The real output of an app's logger: every line it writes to its destination is also kept
 * here (and not written on). Restore with jest.restoreAllMocks().
 */
export function captureLogLines(app: NestFastifyApplication): string[] {
  const logger = app.get<Logger>(ROOT_LOGGER);
  const stream = (logger as unknown as Record<symbol, { write(line: string): boolean }>)[pino.symbols.streamSym];
  const lines: string[] = [];
  jest.spyOn(stream, 'write').mockImplementation((line: string) => {
    lines.push(line);
    return true;
  });
  return lines;
}
