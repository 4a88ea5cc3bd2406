import { readFileSync } from 'node:fs';
import { buildContractText, parseIsoDate } from './contract-text';
import type { Bilingual, ContractPdfInput, ContractText, PartyBlock } from './contract-text';

export type { ContractPdfInput } from './contract-text';

export interface RenderContractPdfOptions {
  /** Deflate the page streams (default true); tests turn it off to read the text. */
  compress?: boolean;
}

/**
 * The contract as one bilingual A4 PDF: Uzbek (Latin) on the left, Russian on the right,
 * each clause starting on the same line in both columns.
 *
 * Deterministic: the same input gives the same bytes (for the same versions of PDFKit,
 * fontkit, the fonts and Node's zlib). PDFKit's only time-based values are the info dates,
 * set here from the contract date, and the trailer /ID, an MD5 of the info dictionary;
 * font subset tags come from the font ids (F2, F3); deflate writes no timestamps.
 */
export async function renderContractPdf(
  contract: ContractPdfInput,
  options: RenderContractPdfOptions = {},
): Promise<Buffer> {
  const text = buildContractText(contract);
  const date = parseIsoDate(contract.contractDate);
  // PDFKit and fontkit take ~130 ms to load: with the first contract, not at every start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGINS,
    compress: options.compress ?? true,
    bufferPages: true,
    pdfVersion: '1.7',
    displayTitle: true,
    // PDFKit copies the info into XMP without escaping: keep party names out of it.
    info: {
      Title: `${text.title.uz} / ${text.title.ru}`,
      Creator: 'svc-identity',
      Producer: 'PDFKit',
      CreationDate: date,
      ModDate: date,
    },
  });
  const done = collect(doc);
  const fonts = loadFonts();
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  doc.font(REGULAR);

  new ContractLayout(doc).draw(text, contract.number);
  doc.end();
  return done;
}

const MARGINS = { top: 48, bottom: 56, left: 48, right: 48 };
const GUTTER = 20;
const BODY_SIZE = 8.6;
const LINE_GAP = 1.2;
const CLAUSE_GAP = 4;
const NUMBER_INDENT = 20;
const REGULAR = 'Regular';
const BOLD = 'Bold';
const RULE_COLOR = '#9a9a9a';
const MUTED = '#555555';
const SIGNATURE_SPACE = 26;
const SIGNATURE_WIDTH = 170;

let fontCache: { regular: Buffer; bold: Buffer } | undefined;

/** DejaVu Sans Condensed (Latin, Cyrillic, ʻ, ʼ, №), read once and subset into each PDF. */
function loadFonts(): { regular: Buffer; bold: Buffer } {
  fontCache ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf')),
  };
  return fontCache;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

interface Run {
  text: string;
  font?: string;
  size?: number;
  align?: 'left' | 'center' | 'right' | 'justify';
  color?: string;
  /** A hanging clause number, drawn in front of the text. */
  number?: string;
}

class ContractLayout {
  private readonly left = MARGINS.left;
  private readonly columnWidth: number;
  private readonly right: number;

  constructor(private readonly doc: PDFKit.PDFDocument) {
    this.columnWidth = (doc.page.width - MARGINS.left - MARGINS.right - GUTTER) / 2;
    this.right = this.left + this.columnWidth + GUTTER;
  }

  draw(text: ContractText, number: string): void {
    this.header(text);
    this.row({ text: text.preamble.uz }, { text: text.preamble.ru }, 8);
    for (const section of text.sections) {
      const first = section.clauses.at(0);
      this.heading(section.number, section.title, first ? this.clauseHeight(first.text) : 0);
      for (const clause of section.clauses) {
        this.row(
          { text: clause.text.uz, number: clause.number },
          { text: clause.text.ru, number: clause.number },
          CLAUSE_GAP,
        );
      }
    }
    this.requisites(text);
    this.footers(number);
  }

  private header(text: ContractText): void {
    const doc = this.doc;
    const title = (t: Bilingual): [Run, Run] => [
      { text: t.uz, font: BOLD, size: 12.5, align: 'center' },
      { text: t.ru, font: BOLD, size: 12.5, align: 'center' },
    ];
    this.row(...title(text.title), 2);
    this.row(
      { text: text.subtitle.uz, font: BOLD, size: 9.5, align: 'center' },
      { text: text.subtitle.ru, font: BOLD, size: 9.5, align: 'center' },
      12,
    );
    const y = doc.y;
    for (const [x, city] of [
      [this.left, text.city.uz],
      [this.right, text.city.ru],
    ] as const) {
      this.put({ text: city }, x, y);
      this.put({ text: text.date, align: 'right' }, x, y);
    }
    doc.y = y + this.runHeight({ text: text.date });
    this.columnsBottom = doc.y;
    doc.y += 10;
  }

  /** Top of the two-column text on this page, where the rule between the columns starts. */
  private columnsTop: number | undefined;
  private columnsBottom = 0;

  /** Draws the thin vertical rule between the columns of this page. */
  private closeColumns(): void {
    if (this.columnsTop === undefined) return;
    const x = this.left + this.columnWidth + GUTTER / 2;
    this.doc
      .save()
      .moveTo(x, this.columnsTop)
      .lineTo(x, this.columnsBottom)
      .lineWidth(0.4)
      .strokeColor(RULE_COLOR)
      .stroke()
      .restore();
    this.columnsTop = undefined;
  }

  private heading(number: string, title: Bilingual, following = 0): void {
    const uz: Run = { text: `${number} ${title.uz}`, font: BOLD, size: 9.2, align: 'center' };
    const ru: Run = { text: `${number} ${title.ru}`, font: BOLD, size: 9.2, align: 'center' };
    // Keep a heading with its first clause.
    this.ensureSpace(4 + Math.max(this.runHeight(uz), this.runHeight(ru)) + 3 + following);
    this.doc.y += 4;
    this.row(uz, ru, 3);
  }

  private clauseHeight(text: Bilingual): number {
    return Math.max(this.runHeight({ text: text.uz, number: '0' }), this.runHeight({ text: text.ru, number: '0' }));
  }

  /** One bilingual row: both columns start at the same y, the next row after the taller one. */
  private row(uz: Run, ru: Run, gapAfter: number): void {
    const height = Math.max(this.runHeight(uz), this.runHeight(ru));
    this.ensureSpace(height);
    const y = this.doc.y;
    this.columnsTop ??= y;
    this.put(uz, this.left, y);
    this.put(ru, this.right, y);
    this.columnsBottom = y + height;
    this.doc.y = y + height + gapAfter;
  }

  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.doc.page.height - MARGINS.bottom) {
      this.closeColumns();
      this.doc.addPage();
    }
  }

  private style(run: Run): PDFKit.Mixins.TextOptions {
    this.doc.font(run.font ?? REGULAR).fontSize(run.size ?? BODY_SIZE);
    const indent = run.number === undefined ? 0 : NUMBER_INDENT;
    return { width: this.columnWidth - indent, align: run.align ?? 'left', lineGap: LINE_GAP };
  }

  private runHeight(run: Run): number {
    return this.doc.heightOfString(run.text, this.style(run));
  }

  private put(run: Run, x: number, y: number): void {
    const options = this.style(run);
    this.doc.fillColor(run.color ?? '#000000');
    if (run.number !== undefined) {
      this.doc.text(run.number, x, y, { lineBreak: false });
      this.doc.text(run.text, x + NUMBER_INDENT, y, options);
    } else {
      this.doc.text(run.text, x, y, options);
    }
  }

  private requisites(text: ContractText): void {
    const doc = this.doc;
    const { seller, buyer, title, number } = text.requisites;
    const caption = text.signatureCaption;
    const height = Math.max(this.partyHeight(seller, caption), this.partyHeight(buyer, caption));
    this.ensureSpace(30 + height);
    this.closeColumns();
    doc.y += 6;
    const headingY = doc.y;
    doc.font(BOLD).fontSize(9.2);
    doc.text(`${number} ${title.uz} / ${title.ru}`, this.left, headingY, {
      width: doc.page.width - MARGINS.left - MARGINS.right,
      align: 'center',
    });
    const top = doc.y + 6;
    doc
      .save()
      .moveTo(this.left, top - 3)
      .lineTo(doc.page.width - MARGINS.right, top - 3)
      .lineWidth(0.4)
      .strokeColor(RULE_COLOR)
      .stroke()
      .restore();
    this.party(seller, this.left, top + 4, caption);
    this.party(buyer, this.right, top + 4, caption);
    doc.y = top + 4 + height;
  }

  private partyLines(block: PartyBlock): Run[] {
    return [
      { text: block.role, font: BOLD, size: 9 },
      { text: block.name, font: BOLD },
      ...block.lines.map(([label, value]): Run => ({ text: `${label}: ${value}` })),
    ];
  }

  private partyHeight(block: PartyBlock, caption: string): number {
    return this.partyRuns(block, caption).reduce((sum, [run, before]) => sum + before + this.runHeight(run) + 2, 0);
  }

  /** The requisites, then a signature line with the director's name and a caption under it. */
  private partyRuns(block: PartyBlock, caption: string): [run: Run, spaceBefore: number][] {
    return [
      ...this.partyLines(block).map((run): [Run, number] => [run, 0]),
      [{ text: block.director }, SIGNATURE_SPACE],
      [{ text: caption, size: 6.8, color: MUTED }, 0],
    ];
  }

  private party(block: PartyBlock, x: number, top: number, caption: string): void {
    let y = top;
    for (const [run, before] of this.partyRuns(block, caption)) {
      y += before;
      if (before > 0) {
        // The signature line, drawn over the name.
        this.doc
          .save()
          .moveTo(x, y)
          .lineTo(x + SIGNATURE_WIDTH, y)
          .lineWidth(0.6)
          .stroke()
          .restore();
        y += 3;
      }
      this.put(run, x, y);
      y = this.doc.y + 2;
    }
  }

  /** "Shartnoma № … · 1/2 · Договор № …" at the foot of every page. */
  private footers(number: string): void {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0; // writing inside the margin must not open a new page
      doc.font(REGULAR).fontSize(7).fillColor(MUTED);
      doc.text(
        `Shartnoma № ${number}  ·  ${i + 1}/${range.count}  ·  Договор № ${number}`,
        MARGINS.left,
        doc.page.height - MARGINS.bottom + 22,
        { width: doc.page.width - MARGINS.left - MARGINS.right, align: 'center', lineBreak: false },
      );
      doc.fillColor('#000000');
      doc.page.margins.bottom = bottom;
    }
  }
}
