import { buildContractText, formatDate, parseIsoDate } from './contract-text';
import type { ContractPdfInput, ContractText } from './contract-text';

const sampleContract: ContractPdfInput = {
  number: '2026-000042',
  contractDate: '2026-03-05',
  expireDate: '2027-03-04',
  autoRenew: true,
  connectionPrice: '1500000.00',
  monthlyPrice: '2500000.50',
  seller: {
    name: '"SMART POS SERVICE" MCHJ',
    tin: '305123456',
    address: 'Toshkent sh., Yunusobod tumani, Amir Temur koʻchasi, 107B-uy',
    director: 'Karimov Jasur Anvarovich',
    account: '20208000900123456001',
    mfo: '00873',
  },
  buyer: {
    name: '"OSHXONA GULLARI" MCHJ',
    tin: '307654321',
    address: 'Samarqand sh., Registon koʻchasi, 12-uy',
    director: 'Toʻxtayeva Gulnoza Shavkatovna',
    account: '20208000400987654002',
    mfo: '01088',
  },
};

function allText(text: ContractText, lang: 'uz' | 'ru'): string {
  return [
    text.title[lang],
    text.preamble[lang],
    ...text.sections.flatMap((section) => [section.title[lang], ...section.clauses.map((c) => c.text[lang])]),
  ].join('\n');
}

describe('formatDate', () => {
  it('writes yyyy-MM-dd as dd.MM.yyyy', () => {
    expect(formatDate('2026-03-05')).toBe('05.03.2026');
  });

  it.each(['2026-02-30', '2026-13-01', '26-03-05', '2026-3-5', '2026-03-05T00:00:00Z', ''])('refuses "%s"', (value) => {
    expect(() => parseIsoDate(value)).toThrow(RangeError);
  });

  it('reads the date as UTC midnight', () => {
    expect(parseIsoDate('2024-02-29').toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
});

describe('buildContractText', () => {
  const text = buildContractText(sampleContract);

  it('titles the contract with its number in both languages', () => {
    expect(text.title).toEqual({ uz: 'SHARTNOMA № 2026-000042', ru: 'ДОГОВОР № 2026-000042' });
    expect(text.city).toEqual({ uz: 'Toshkent shahri', ru: 'г. Ташкент' });
    expect(text.date).toBe('05.03.2026');
  });

  it('names both parties in the preamble', () => {
    for (const lang of ['uz', 'ru'] as const) {
      expect(text.preamble[lang]).toContain(sampleContract.seller.name);
      expect(text.preamble[lang]).toContain(sampleContract.buyer.name);
      expect(text.preamble[lang]).toContain(sampleContract.buyer.director);
    }
  });

  it('states both prices in figures and in words', () => {
    const ru = allText(text, 'ru');
    const uz = allText(text, 'uz');
    expect(ru).toContain('1\u00a0500\u00a0000,00\u00a0сум (один миллион пятьсот тысяч сум 00 тийин)');
    expect(ru).toContain('2\u00a0500\u00a0000,50\u00a0сум (два миллиона пятьсот тысяч сум 50 тийин)');
    expect(uz).toContain('1\u00a0500\u00a0000,00\u00a0soʻm (bir million besh yuz ming soʻm 00 tiyin)');
    expect(uz).toContain('2\u00a0500\u00a0000,50\u00a0soʻm (ikki million besh yuz ming soʻm 50 tiyin)');
  });

  it('states the term from the contract date to the expiry date', () => {
    expect(allText(text, 'ru')).toContain('Договор действует с 05.03.2026 по 04.03.2027 включительно.');
    expect(allText(text, 'uz')).toContain('Shartnoma 05.03.2026 yildan 04.03.2027 yilgacha');
  });

  it('words the renewal clause by autoRenew', () => {
    const renewing = allText(text, 'ru');
    const fixed = allText(buildContractText({ ...sampleContract, autoRenew: false }), 'ru');
    expect(renewing).toContain('договор считается продлённым на тот же срок');
    expect(renewing).not.toContain('автоматически не продлевается');
    expect(fixed).toContain('автоматически не продлевается');
    expect(fixed).not.toContain('продлённым на тот же срок');
    expect(allText(buildContractText({ ...sampleContract, autoRenew: false }), 'uz')).toContain(
      'avtomatik ravishda uzaytirilmaydi',
    );
  });

  it('cites the laws of Uzbekistan and the legal force of electronic signing', () => {
    const ru = allText(text, 'ru');
    expect(ru).toContain('законодательством Республики Узбекистан');
    expect(ru).toContain('электронного документооборота');
    expect(ru).toContain('юридическую силу');
    expect(allText(text, 'uz')).toContain('teng yuridik kuchga ega');
  });

  it('gives the same number of clauses in both languages, numbered in order', () => {
    text.sections.forEach((section, i) => {
      expect(section.number).toBe(`${i + 1}.`);
      section.clauses.forEach((clause, j) => {
        expect(clause.number).toBe(`${i + 1}.${j + 1}.`);
        expect(clause.text.uz.length).toBeGreaterThan(0);
        expect(clause.text.ru.length).toBeGreaterThan(0);
      });
    });
    expect(text.requisites.number).toBe(`${text.sections.length + 1}.`);
  });

  it('lists every requisite of both parties', () => {
    for (const [block, party] of [
      [text.requisites.seller, sampleContract.seller],
      [text.requisites.buyer, sampleContract.buyer],
    ] as const) {
      expect(block.name).toBe(party.name);
      expect(block.director).toBe(party.director);
      expect(block.lines).toEqual([
        ['STIR / ИНН', party.tin],
        ['Manzil / Адрес', party.address],
        ['H/r / Р/с', party.account],
        ['MFO / МФО', party.mfo],
        ['Rahbar / Руководитель', party.director],
      ]);
    }
  });

  it('writes Uzbek with ʻ (U+02BB) and ʼ (U+02BC), never an ASCII apostrophe', () => {
    expect(allText(text, 'uz')).not.toContain("'");
    expect(allText(text, 'uz')).toContain('\u02bb');
    expect(allText(text, 'uz')).toContain('\u02bc');
  });

  it('refuses a malformed date or price', () => {
    expect(() => buildContractText({ ...sampleContract, expireDate: '2027-02-29' })).toThrow(RangeError);
    expect(() => buildContractText({ ...sampleContract, monthlyPrice: '12.345' })).toThrow(RangeError);
  });
});
