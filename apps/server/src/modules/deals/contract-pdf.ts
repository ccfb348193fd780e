import { CONTRACT_ROLE_LABELS, type ContractDocument, type ContractRole } from '@pulse/domain/deal-contract';
import PDFDocument from 'pdfkit';

/** A signature as the PDF prints it. */
export interface PdfSignature {
  typedName: string;
  signedAt: Date;
  ip: string | null;
  documentHash: string;
}

/** Characters the standard fonts' WinAnsi encoding has beyond Latin-1 (pdfkit's map). */
const WIN_ANSI_EXTRA = new Set([
  0x192, 0x2c6, 0x2dc, 0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c,
  0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

/**
 * Text the PDF's standard fonts can show: composed (NFC), tabs as spaces, and any character outside their
 * WinAnsi encoding as "?". The exact text is the attached contract.json, which the hash covers.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC').replace(/\t/g, ' ')) {
    const code = ch.codePointAt(0) as number;
    const shown =
      ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);
    out += shown ? ch : '?';
  }
  return out;
}

function utc(date: Date): string {
  return `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;
}

const INK = '#111111';
const MUTED = '#555555';
const LINE = '#cccccc';

/**
 * The contract as PDF (pdfkit, its standard fonts: nothing is fetched): the parties' document section by
 * section, its SHA-256, then each side's signature (the typed name, when, from which address and the hash
 * signed) or "Not signed yet". The canonical document is attached as contract.json so anyone can check the
 * hash against the exact signed text.
 */
export function renderContractPdf(input: {
  document: ContractDocument;
  documentHash: string;
  canonical: string;
  signatures: Record<ContractRole, PdfSignature | null>;
  /** When the deal was signed before two-sided signatures (decision 061), by the creative alone. */
  legacySignedAt: Date | null;
}): Promise<Buffer> {
  const { document, documentHash } = input;
  const pdf = new PDFDocument({
    size: 'LETTER',
    margins: { top: 56, bottom: 56, left: 60, right: 60 },
    info: {
      Title: pdfText(`Contract: ${document.title}`),
      Author: 'Pulse',
      Subject: `Pulse deal ${document.dealId}`,
      Keywords: `sha256:${documentHash}`,
    },
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;

  pdf.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('PULSE', { characterSpacing: 2 });
  pdf.moveDown(0.3);
  pdf.font('Helvetica-Bold').fontSize(22).fillColor(INK).text('Contract');
  pdf.font('Helvetica').fontSize(13).text(pdfText(document.title));
  pdf.moveDown(0.4);
  pdf.font('Helvetica').fontSize(8).fillColor(MUTED).text(`Deal ${document.dealId}`);
  pdf.text('Document SHA-256: ', { continued: true }).font('Courier').text(documentHash);
  pdf.moveDown(0.8);

  for (const section of document.sections) {
    pdf.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(pdfText(section.heading));
    pdf.moveDown(0.2);
    pdf.font('Helvetica').fontSize(10);
    for (const line of pdfText(section.body).split('\n')) {
      if (line.startsWith('- ')) pdf.text(`\u2022  ${line.slice(2)}`, { indent: 10, lineGap: 1.5 });
      else pdf.text(line, { lineGap: 1.5 });
    }
    pdf.moveDown(0.7);
  }

  pdf.moveDown(0.3);
  pdf.font('Helvetica-Bold').fontSize(13).fillColor(INK).text('Signed by');
  pdf.moveDown(0.3);
  for (const role of ['brand', 'creator'] as const) {
    const party = document.parties[role];
    const signature = input.signatures[role];
    if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 90) pdf.addPage();
    const top = pdf.y;
    pdf
      .moveTo(pdf.page.margins.left, top)
      .lineTo(pdf.page.margins.left + width, top)
      .strokeColor(LINE)
      .stroke();
    pdf.moveDown(0.4);
    pdf
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(pdfText(`${CONTRACT_ROLE_LABELS[role]}: ${party.name}`));
    pdf.font('Helvetica').fontSize(9);
    if (signature) {
      pdf.text(pdfText(`Signed by typing the name: ${signature.typedName}`));
      pdf.text(`Signed at: ${utc(signature.signedAt)}`);
      pdf.text(`From address: ${signature.ip ?? 'not recorded (signed by Pulse on the demo data)'}`);
      pdf.text('Document SHA-256: ', { continued: true }).font('Courier').text(signature.documentHash);
    } else if (role === 'creator' && input.legacySignedAt) {
      pdf
        .fillColor(MUTED)
        .text(`Accepted on Pulse on ${utc(input.legacySignedAt)}, before contracts were signed by both sides.`);
    } else {
      pdf.fillColor(MUTED).text(pdfText(`Not signed yet${party.signerName ? ` (${party.signerName} signs)` : ''}.`));
    }
    pdf.moveDown(0.6);
  }
  pdf.moveDown(0.4);
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      'The exact text of this document is attached to this PDF as contract.json (canonical JSON); its SHA-256 is ' +
        'the hash above. A signature holds only for the document whose hash it names.',
    );

  pdf.file(Buffer.from(input.canonical, 'utf8'), {
    name: 'contract.json',
    type: 'application/json',
    description: 'The contract as signed: canonical JSON whose SHA-256 is the document hash',
  });
  pdf.end();
  return done;
}
