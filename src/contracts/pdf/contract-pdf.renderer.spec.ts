import { setTimeout as sleep } from 'node:timers/promises';
import { renderContractPdf } from './contract-pdf.renderer';
import type { ContractPdfInput } from './contract-pdf.renderer';

const contract: ContractPdfInput = {
  number: '2026-000042',
  contractDate: '2026-03-05',
  expireDate: '2027-03-04',
  autoRenew: true,
  connectionPrice: '1500000.00',
  monthlyPrice: '250000.00',
  seller: {
    name: '"SMART POS SERVICE" MCHJ',
    tin: '305123456',
    address: 'Toshkent sh., Yunusobod tumani, Amir Temur koʻchasi, 107B-uy',
    director: 'Karimov Jasur Anvarovich',
    account: '20208000900123456001',
    mfo: '00873',
  },
  buyer: {
    name: 'ООО «ГУЛИСТОН ФУД»',
    tin: '307654321',
    address: 'г. Самарканд, ул. Регистан, 12',
    director: 'Тухтаева Гульноза Шавкатовна',
    account: '20208000400987654002',
    mfo: '01088',
  },
};

/** Objects of an uncompressed PDF by number. */
function objects(pdf: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const match of pdf.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) map.set(match[1], match[2]);
  return map;
}

function streamOf(object: string): string {
  return /stream\n([\s\S]*?)\nendstream/.exec(object)?.[1] ?? '';
}

/** Glyph code → text, from a ToUnicode CMap as PDFKit writes it (bfrange with arrays). */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hexToText = (hex: string) =>
    String.fromCharCode(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((unit) => parseInt(unit, 16)));
  for (const range of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
    const start = parseInt(range[1], 16);
    [...range[2].matchAll(/<([0-9a-f ]+)>/gi)].forEach((dst, i) => map.set(start + i, hexToText(dst[1])));
  }
  return map;
}

interface Extracted {
  /** The text, one line per TJ operator. */
  lines: string[];
  /** Glyph codes shown with .notdef (a character the font lacks). */
  missingGlyphs: number;
}

/** Reads the text of an uncompressed PDFKit document through the fonts' ToUnicode maps. */
function extractText(buffer: Buffer): Extracted {
  const pdf = buffer.toString('latin1');
  const objs = objects(pdf);
  const fontMaps = new Map<string, Map<number, string>>();
  for (const body of objs.values()) {
    for (const [, name, ref] of body.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objs.get(ref) ?? '')?.[1];
      if (toUnicode) fontMaps.set(name, parseToUnicode(streamOf(objs.get(toUnicode) ?? '')));
    }
  }
  const lines: string[] = [];
  let missingGlyphs = 0;
  const pages = [...pdf.matchAll(/\/Contents (\d+) 0 R/g)].map((m) => streamOf(objs.get(m[1]) ?? ''));
  for (const content of pages) {
    let font = new Map<number, string>();
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1]) {
        font = fontMaps.get(op[1]) ?? new Map();
        continue;
      }
      let line = '';
      for (const [, hex] of op[2].matchAll(/<([0-9a-f]+)>/gi)) {
        for (const unit of hex.match(/[0-9a-f]{4}/gi) ?? []) {
          const code = parseInt(unit, 16);
          if (code === 0) missingGlyphs++;
          line += font.get(code) ?? '\ufffd';
        }
      }
      lines.push(line);
    }
  }
  return { lines, missingGlyphs };
}

/** The text with every run of white space (line breaks, no-break spaces) as one space. */
function flatText(buffer: Buffer): string {
  return extractText(buffer).lines.join(' ').replace(/\s+/g, ' ');
}

describe('renderContractPdf', () => {
  let pdf: Buffer;
  let raw: Buffer;

  beforeAll(async () => {
    pdf = await renderContractPdf(contract);
    raw = await renderContractPdf(contract, { compress: false });
  });

  it('produces a small A4 PDF with an embedded TrueType font', () => {
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(text).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansCondensed\b/);
    expect(text).not.toContain('/Helvetica');
    expect(pdf.length).toBeLessThan(200 * 1024);
  });

  it('compresses by default and not when asked', () => {
    expect(pdf.toString('latin1')).toContain('/Filter /FlateDecode');
    expect(raw.toString('latin1')).not.toContain('/Filter /FlateDecode');
    expect(raw.length).toBeGreaterThan(pdf.length);
  });

  it('dates the document by the contract date', () => {
    // PDFKit writes each info value as an indirect object.
    const text = pdf.toString('latin1');
    const value = (key: string) => {
      const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(text)?.[1];
      return ref && new RegExp(`\\b${ref} 0 obj\\n\\((.*?)\\)\\nendobj`).exec(text)?.[1];
    };
    expect(value('CreationDate')).toBe('D:20260305000000Z');
    expect(value('ModDate')).toBe('D:20260305000000Z');
  });

  it('gives byte-identical output for the same input, later and at another clock time', async () => {
    await sleep(1100); // PDF dates have a resolution of one second
    const again = await renderContractPdf({ ...contract, seller: { ...contract.seller } });
    expect(again.equals(pdf)).toBe(true);

    jest.useFakeTimers({
      now: new Date('2031-07-01T12:34:56Z'),
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout', 'clearTimeout'],
    });
    try {
      expect(new Date().getUTCFullYear()).toBe(2031);
      expect((await renderContractPdf(contract)).equals(pdf)).toBe(true);
      expect((await renderContractPdf(contract, { compress: false })).equals(raw)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the same file /ID for the same input and changes it with the input', async () => {
    const id = (buffer: Buffer) => /\/ID \[<([0-9a-f]+)> <[0-9a-f]+>\]/.exec(buffer.toString('latin1'))?.[1];
    expect(id(pdf)).toMatch(/^[0-9a-f]{32}$/);
    expect(id(await renderContractPdf(contract))).toBe(id(pdf));
    expect(id(await renderContractPdf({ ...contract, number: '2026-000043' }))).not.toBe(id(pdf));
  });

  it.each<[string, Partial<ContractPdfInput>]>([
    ['number', { number: '2026-000043' }],
    ['autoRenew', { autoRenew: false }],
    ['monthlyPrice', { monthlyPrice: '250000.01' }],
    ['buyer', { buyer: { ...contract.buyer, tin: '307654322' } }],
  ])('differs when the %s differs', async (_field, change) => {
    expect((await renderContractPdf({ ...contract, ...change })).equals(pdf)).toBe(false);
  });

  it('has every character in the font (no .notdef glyph)', () => {
    const { lines, missingGlyphs } = extractText(raw);
    expect(lines.length).toBeGreaterThan(100);
    expect(missingGlyphs).toBe(0);
    expect(lines.join('')).not.toContain('\ufffd');
  });

  it('holds the title, the parties, the prices in words and the term in both languages', () => {
    const text = flatText(raw);
    for (const expected of [
      'SHARTNOMA № 2026-000042',
      'ДОГОВОР № 2026-000042',
      'Toshkent shahri',
      'г. Ташкент',
      '05.03.2026',
      '1 500 000,00 сум (один миллион пятьсот тысяч сум 00 тийин)',
      '1 500 000,00 soʻm (bir million besh yuz ming soʻm 00 tiyin)',
      '250 000,00 сум (двести пятьдесят тысяч сум 00 тийин)',
      '250 000,00 soʻm (ikki yuz ellik ming soʻm 00 tiyin)',
      'Договор действует с 05.03.2026 по 04.03.2027 включительно.',
      'договор считается продлённым на тот же срок',
      'законодательством Республики Узбекистан',
      'ООО «ГУЛИСТОН ФУД»',
      'STIR / ИНН: 305123456',
      'STIR / ИНН: 307654321',
      'H/r / Р/с: 20208000400987654002',
      'MFO / МФО: 01088',
      'Тухтаева Гульноза Шавкатовна',
      'imzo (ERI) / подпись (ЭЦП)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('words the renewal by autoRenew', async () => {
    const text = flatText(await renderContractPdf({ ...contract, autoRenew: false }, { compress: false }));
    expect(text).toContain('По окончании срока действия договор автоматически не продлевается.');
    expect(text).not.toContain('договор считается продлённым');
  });

  it('numbers the pages in the footer', () => {
    const footers = extractText(raw).lines.filter((line) => line.startsWith('Shartnoma № 2026-000042'));
    expect(footers.length).toBeGreaterThanOrEqual(1);
    expect(footers.at(-1)).toContain(`${footers.length}/${footers.length}`);
  });

  it('lays out long requisites on more pages without losing any text', async () => {
    const long = 'Toshkent viloyati, Zangiota tumani, Eshonguzar qishlogʻi, Bogʻ koʻchasi, 15-uy. '.repeat(4);
    const buffer = await renderContractPdf(
      { ...contract, buyer: { ...contract.buyer, address: long, name: 'MCHJ '.repeat(30) + 'OXIRI' } },
      { compress: false },
    );
    const text = flatText(buffer);
    expect(text).toContain('OXIRI');
    expect(text).toContain('Bogʻ koʻchasi, 15-uy.');
    expect(extractText(buffer).missingGlyphs).toBe(0);
  });

  it('refuses a malformed date or price', async () => {
    await expect(renderContractPdf({ ...contract, contractDate: '05.03.2026' })).rejects.toThrow(RangeError);
    await expect(renderContractPdf({ ...contract, connectionPrice: '1 500 000' })).rejects.toThrow(RangeError);
  });
});
