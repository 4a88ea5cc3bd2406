import { existsSync, readFileSync } from 'node:fs';

export interface OutboxMessage {
  phone: string;
  code: string;
  purpose: string;
  text: string;
  sentAt: string;
}

/** Every SMS the outbox provider wrote, oldest first. */
export function readOutbox(file: string): OutboxMessage[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage);
}

/** The newest code sent to a phone. */
export function lastCode(file: string, phone: string): string {
  const messages = readOutbox(file).filter((m) => m.phone === phone);
  if (messages.length === 0) throw new Error(`no SMS to ${phone}`);
  return messages[messages.length - 1].code;
}
