import { amountInWordsRu, amountInWordsUz, formatAmount } from './amount-in-words';

describe('amountInWordsRu', () => {
  it.each([
    ['0.00', 'ноль сум 00 тийин'],
    ['1.00', 'один сум 00 тийин'],
    ['2.00', 'два сум 00 тийин'],
    ['5.00', 'пять сум 00 тийин'],
    ['11.00', 'одиннадцать сум 00 тийин'],
    ['14.00', 'четырнадцать сум 00 тийин'],
    ['21.00', 'двадцать один сум 00 тийин'],
    ['40.00', 'сорок сум 00 тийин'],
    ['101.00', 'сто один сум 00 тийин'],
    ['999.00', 'девятьсот девяносто девять сум 00 тийин'],
    ['1000.00', 'одна тысяча сум 00 тийин'],
    ['2000.00', 'две тысячи сум 00 тийин'],
    ['4000.00', 'четыре тысячи сум 00 тийин'],
    ['5000.00', 'пять тысяч сум 00 тийин'],
    ['11000.00', 'одиннадцать тысяч сум 00 тийин'],
    ['12000.00', 'двенадцать тысяч сум 00 тийин'],
    ['21000.00', 'двадцать одна тысяча сум 00 тийин'],
    ['22000.00', 'двадцать две тысячи сум 00 тийин'],
    ['111000.00', 'сто одиннадцать тысяч сум 00 тийин'],
    ['1000000.00', 'один миллион сум 00 тийин'],
    ['1500000.00', 'один миллион пятьсот тысяч сум 00 тийин'],
    ['2500000.50', 'два миллиона пятьсот тысяч сум 50 тийин'],
    ['5000000.00', 'пять миллионов сум 00 тийин'],
    ['1001001.00', 'один миллион одна тысяча один сум 00 тийин'],
    ['2000000000.00', 'два миллиарда сум 00 тийин'],
    ['11000000000.00', 'одиннадцать миллиардов сум 00 тийин'],
    [
      '999999999999.99',
      'девятьсот девяносто девять миллиардов девятьсот девяносто девять миллионов ' +
        'девятьсот девяносто девять тысяч девятьсот девяносто девять сум 99 тийин',
    ],
    ['1000000000000.00', 'один триллион сум 00 тийин'],
  ])('spells %s as "%s"', (amount, words) => {
    expect(amountInWordsRu(amount)).toBe(words);
  });

  it('keeps the tiyin as two digits, padding one decimal and none', () => {
    expect(amountInWordsRu('0.05')).toBe('ноль сум 05 тийин');
    expect(amountInWordsRu('3.5')).toBe('три сум 50 тийин');
    expect(amountInWordsRu('7')).toBe('семь сум 00 тийин');
    expect(amountInWordsRu('000012.00')).toBe('двенадцать сум 00 тийин');
  });
});

describe('amountInWordsUz', () => {
  it.each([
    ['0.00', 'nol soʻm 00 tiyin'],
    ['1.00', 'bir soʻm 00 tiyin'],
    ['2.00', 'ikki soʻm 00 tiyin'],
    ['5.00', 'besh soʻm 00 tiyin'],
    ['11.00', 'oʻn bir soʻm 00 tiyin'],
    ['21.00', 'yigirma bir soʻm 00 tiyin'],
    ['49.00', 'qirq toʻqqiz soʻm 00 tiyin'],
    ['101.00', 'bir yuz bir soʻm 00 tiyin'],
    ['1000.00', 'bir ming soʻm 00 tiyin'],
    ['2000.00', 'ikki ming soʻm 00 tiyin'],
    ['5000.00', 'besh ming soʻm 00 tiyin'],
    ['21000.00', 'yigirma bir ming soʻm 00 tiyin'],
    ['1000000.00', 'bir million soʻm 00 tiyin'],
    ['1500000.00', 'bir million besh yuz ming soʻm 00 tiyin'],
    ['2500000.50', 'ikki million besh yuz ming soʻm 50 tiyin'],
    ['3000000000.00', 'uch milliard soʻm 00 tiyin'],
    [
      '999999999999.99',
      'toʻqqiz yuz toʻqson toʻqqiz milliard toʻqqiz yuz toʻqson toʻqqiz million ' +
        'toʻqqiz yuz toʻqson toʻqqiz ming toʻqqiz yuz toʻqson toʻqqiz soʻm 99 tiyin',
    ],
  ])('spells %s as "%s"', (amount, words) => {
    expect(amountInWordsUz(amount)).toBe(words);
  });

  it('writes oʻ with the modifier letter turned comma (U+02BB)', () => {
    expect(amountInWordsUz('10.00')).toBe('o\u02bbn so\u02bbm 00 tiyin');
  });
});

describe('parsing', () => {
  it.each(['', '-1.00', '1,00', '1.005', '1.', '.50', 'abc', '1e6', ' 1.00', '1000000000000000.00'])(
    'refuses "%s"',
    (amount) => {
      expect(() => amountInWordsRu(amount)).toThrow(RangeError);
      expect(() => amountInWordsUz(amount)).toThrow(RangeError);
      expect(() => formatAmount(amount)).toThrow(RangeError);
    },
  );

  it('accepts up to 999 999 999 999 999.99', () => {
    expect(amountInWordsRu('999999999999999.99')).toMatch(/^девятьсот девяносто девять триллионов .* 99 тийин$/);
  });
});

describe('formatAmount', () => {
  it.each([
    ['0.00', '0,00'],
    ['7.5', '7,50'],
    ['1000.00', '1\u00a0000,00'],
    ['1500000.00', '1\u00a0500\u00a0000,00'],
    ['999999999999.99', '999\u00a0999\u00a0999\u00a0999,99'],
  ])('groups %s as %s', (amount, figure) => {
    expect(formatAmount(amount)).toBe(figure);
  });
});
