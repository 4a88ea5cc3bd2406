/**
 * UZS amounts in words for contracts, in Russian and in Uzbek (Latin script).
 *
 * Conventions (the way Uzbek contracts and invoices write them):
 * - The integer part is spelt out, the tiyin stay as two digits: "… сум 05 тийин".
 * - "сум" and "тийин" are invariant in Russian (as in "1 500 000 сум"), so only the scale
 *   words agree with the numeral: "одна тысяча", "две тысячи", "пять миллионов".
 * - Uzbek nouns do not take a plural after a numeral; "yuz" and "ming" are preceded by
 *   "bir" when it is one ("bir yuz", "bir ming"), as amounts in documents are written.
 * - Uzbek oʻ/gʻ are written with the modifier letter turned comma ʻ (U+02BB), the
 *   official spelling, also in "soʻm".
 */

/** The largest amount spelt out: 999 999 999 999 999.99 (up to trillions). */
const MAX_INTEGER_DIGITS = 15;

const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

interface ParsedAmount {
  /** Groups of three digits, highest first, e.g. 1500000 → [1, 500, 0]. */
  groups: number[];
  /** Two digits. */
  tiyin: string;
}

/** Parses "1500000.00" (one or two decimals, or none); throws RangeError on anything else. */
function parseAmount(decimal: string): ParsedAmount {
  const match = AMOUNT.exec(decimal);
  if (!match) throw new RangeError(`Not a non-negative decimal amount: "${decimal}"`);
  const integer = match[1].replace(/^0+(?=\d)/, '');
  if (integer.length > MAX_INTEGER_DIGITS) throw new RangeError(`Amount too large: "${decimal}"`);
  const padded = integer.padStart(Math.ceil(integer.length / 3) * 3, '0');
  const groups: number[] = [];
  for (let i = 0; i < padded.length; i += 3) groups.push(Number(padded.slice(i, i + 3)));
  return { groups, tiyin: (match[2] ?? '').padEnd(2, '0') };
}

// ---------- Russian ----------

const RU_UNITS_MASC = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const RU_UNITS_FEM = ['', 'одна', 'две', ...RU_UNITS_MASC.slice(3)];
const RU_TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const RU_TENS = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const RU_HUNDREDS = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** Scale words by group index from the lowest (units have none): forms for 1, 2–4, 5+. */
const RU_SCALES: { forms: [string, string, string]; feminine: boolean }[] = [
  { forms: ['', '', ''], feminine: false },
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
  { forms: ['триллион', 'триллиона', 'триллионов'], feminine: false },
];

/** Russian plural form index for a count: 0 for 1, 21…; 1 for 2–4, 22–24…; 2 otherwise. */
function ruPluralIndex(n: number): 0 | 1 | 2 {
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return 2;
  if (last === 1) return 0;
  if (last >= 2 && last <= 4) return 1;
  return 2;
}

function ruTriad(n: number, feminine: boolean): string[] {
  const words = [RU_HUNDREDS[Math.floor(n / 100)]];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) {
    words.push(RU_TEENS[rest - 10]);
  } else {
    words.push(RU_TENS[Math.floor(rest / 10)], (feminine ? RU_UNITS_FEM : RU_UNITS_MASC)[rest % 10]);
  }
  return words.filter((word) => word !== '');
}

/** "1500000.00" → "один миллион пятьсот тысяч сум 00 тийин". */
export function amountInWordsRu(decimal: string): string {
  const { groups, tiyin } = parseAmount(decimal);
  const words: string[] = [];
  groups.forEach((group, i) => {
    if (group === 0) return;
    const scale = RU_SCALES[groups.length - 1 - i];
    words.push(...ruTriad(group, scale.feminine));
    const scaleWord = scale.forms[ruPluralIndex(group)];
    if (scaleWord) words.push(scaleWord);
  });
  if (words.length === 0) words.push('ноль');
  return `${words.join(' ')} сум ${tiyin} тийин`;
}

// ---------- Uzbek (Latin) ----------

const UZ_UNITS = ['', 'bir', 'ikki', 'uch', 'toʻrt', 'besh', 'olti', 'yetti', 'sakkiz', 'toʻqqiz'];
const UZ_TENS = ['', 'oʻn', 'yigirma', 'oʻttiz', 'qirq', 'ellik', 'oltmish', 'yetmish', 'sakson', 'toʻqson'];
const UZ_SCALES = ['', 'ming', 'million', 'milliard', 'trillion'];

function uzTriad(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const words = hundreds > 0 ? [UZ_UNITS[hundreds], 'yuz'] : [];
  words.push(UZ_TENS[Math.floor((n % 100) / 10)], UZ_UNITS[n % 10]);
  return words.filter((word) => word !== '');
}

/** "1500000.00" → "bir million besh yuz ming soʻm 00 tiyin". */
export function amountInWordsUz(decimal: string): string {
  const { groups, tiyin } = parseAmount(decimal);
  const words: string[] = [];
  groups.forEach((group, i) => {
    if (group === 0) return;
    words.push(...uzTriad(group));
    const scaleWord = UZ_SCALES[groups.length - 1 - i];
    if (scaleWord) words.push(scaleWord);
  });
  if (words.length === 0) words.push('nol');
  return `${words.join(' ')} soʻm ${tiyin} tiyin`;
}

/** "1500000.00" → "1 500 000,00" with no-break spaces, the figure both languages print. */
export function formatAmount(decimal: string): string {
  const { groups, tiyin } = parseAmount(decimal);
  const integer = groups.map((group, i) => (i === 0 ? String(group) : String(group).padStart(3, '0'))).join('\u00a0');
  return `${integer},${tiyin}`;
}
