import { parseIsoDate } from './pdf/contract-text';

/** Tashkent is UTC+5 all year (no daylight saving time). */
const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

/** A price: up to 12 integer digits and up to 2 decimals (numeric(14,2)). */
export const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

/** Whether the value is a real yyyy-MM-dd calendar date. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    parseIsoDate(value);
    return true;
  } catch {
    return false;
  }
}

/** The calendar date in Tashkent at this instant, yyyy-MM-dd. */
export function tashkentDate(now: Date): string {
  return new Date(now.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * contractDate + months − 1 day (CONTRACT §2 CONTRACT_TERM_MONTHS). When the month reached
 * has no such day (31 January + 1 month), the term ends on that month's last day.
 */
export function expireDateOf(contractDate: string, months: number): string {
  const start = parseIsoDate(contractDate);
  const monthIndex = start.getUTCMonth() + months;
  const year = start.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = start.getUTCDate();
  const end = day > lastDay ? Date.UTC(year, month, lastDay) : Date.UTC(year, month, day) - 24 * 60 * 60 * 1000;
  return new Date(end).toISOString().slice(0, 10);
}

/** "1500000" → "1500000.00", "7.5" → "7.50", "007.50" → "7.50". */
export function toMoney(value: string): string {
  const match = MONEY.exec(value);
  if (!match) throw new RangeError(`Not an amount: "${value}"`);
  const [integer, decimals = ''] = value.split('.');
  return `${integer.replace(/^0+(?=\d)/, '')}.${decimals.padEnd(2, '0')}`;
}
