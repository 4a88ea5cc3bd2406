import { expireDateOf, isIsoDate, tashkentDate, toMoney } from './contract-terms';

describe('tashkentDate', () => {
  it('is the UTC date five hours ahead', () => {
    expect(tashkentDate(new Date('2026-03-14T18:59:59.999Z'))).toBe('2026-03-14');
    expect(tashkentDate(new Date('2026-03-14T19:00:00.000Z'))).toBe('2026-03-15');
    expect(tashkentDate(new Date('2026-12-31T19:00:00.000Z'))).toBe('2027-01-01');
  });
});

describe('expireDateOf', () => {
  it.each([
    ['2026-03-15', 12, '2027-03-14'],
    ['2026-01-01', 12, '2026-12-31'],
    ['2026-01-01', 1, '2026-01-31'],
    ['2026-03-01', 1, '2026-03-31'],
    ['2027-03-01', 12, '2028-02-29'],
    ['2026-12-15', 3, '2027-03-14'],
    ['2026-11-30', 14, '2028-01-29'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-05-31', 1, '2026-06-30'],
    ['2026-01-30', 1, '2026-02-28'],
  ])('%s plus %i months less a day is %s', (start, months, end) => {
    expect(expireDateOf(start, months)).toBe(end);
  });
});

describe('isIsoDate', () => {
  it.each(['2026-03-15', '2028-02-29', '1999-12-31'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-3-15', '15.03.2026', '2026-03-15T00:00:00Z', '', 20260315, null])(
    'refuses %p',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
    },
  );
});

describe('toMoney', () => {
  it.each([
    ['1500000', '1500000.00'],
    ['7.5', '7.50'],
    ['0', '0.00'],
    ['007.05', '7.05'],
    ['999999999999.99', '999999999999.99'],
  ])('writes %s as %s', (value, money) => {
    expect(toMoney(value)).toBe(money);
  });

  it.each(['', '-1', '1.005', '1,00', '.5', '1.', '1e6', '1000000000000'])('refuses "%s"', (value) => {
    expect(() => toMoney(value)).toThrow(RangeError);
  });
});
