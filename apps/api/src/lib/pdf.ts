import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { downloadAnswer, downloadHeaders } from './content-disposition';
import { fitDocument } from './pdf-fit';
import { DEFAULT_FONT, FONT_DIRS, PDF_FONTS, fontFilesForWriter } from './pdf-fonts';

/** pdfmake 0.3 is a configured singleton; @types/pdfmake still describes 0.2, so only its interfaces are used. */
type PdfMake = {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(doc: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
};

/** pdfmake, loaded and configured on the first document, not at start (it is heavy to load). */
let configured: Promise<PdfMake> | null = null;
function configure() {
  configured ??= import('pdfmake').then(({ default: module }) => {
    const pdfmake = module as unknown as PdfMake;
    pdfmake.setFonts(PDF_FONTS);
    // The fonts' bytes, read (and WOFFs unwrapped) once: pdfmake looks a font's path up in its
    // virtual file system before the disk, so no document reads or inflates a font file again.
    for (const [file, bytes] of fontFilesForWriter()) pdfmake.virtualfs.writeFileSync(file, bytes);
    // Documents are built from our own data: no remote images, and only the bundled fonts on disk.
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((p) => FONT_DIRS.some((dir) => path.resolve(p).startsWith(dir + path.sep)));
    return pdfmake;
  });
  return configured;
}

/**
 * Renders a pdfmake document definition to a Buffer, fitted first (pdf-fit.ts): every column a
 * number that fits the page, every character in a font that has its glyph.
 */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  const pdfmake = await configure();
  return pdfmake.createPdf(fitDocument({ defaultStyle: { font: DEFAULT_FONT, fontSize: 10 }, ...doc })).getBuffer();
}

/** The answer of a route that sends a PDF (sendPdf), as it declares it. */
export const PDF_ANSWER = downloadAnswer('A PDF document.', ['application/pdf']);

/** Sends a rendered PDF as a download named `fileName`. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .type('application/pdf')
    .headers(downloadHeaders(fileName))
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

const BRAND_COLOR = '#0b3d91';

export type TBrand = { institutionName: string; productName: string };

/**
 * A document with the institution's header on every page (institution and product on the left,
 * the document's title on the right, a rule below) and 'Página X de Y' in the footer; the styles
 * h1, h2, label and table header are defined for the content.
 */
export function brandedDocument(brand: TBrand, doc: { title: string; subject?: string; content: Content }): TDocumentDefinitions {
  return {
    info: { title: doc.title, author: brand.institutionName, subject: doc.subject, creator: brand.productName },
    pageSize: 'LETTER',
    pageMargins: [45, 80, 45, 50],
    header: () => ({
      margin: [45, 28, 45, 0],
      stack: [
        {
          columns: [
            { stack: [{ text: brand.institutionName, bold: true, fontSize: 12, color: BRAND_COLOR }, { text: brand.productName, fontSize: 9, color: '#555' }] },
            { text: doc.title, alignment: 'right', fontSize: 9, color: '#555', margin: [0, 3, 0, 0] },
          ],
        },
        { canvas: [{ type: 'line', x1: 0, y1: 6, x2: 522, y2: 6, lineWidth: 1, lineColor: BRAND_COLOR }] },
      ],
    }),
    footer: (page, pages) => ({ text: `Página ${page} de ${pages}`, alignment: 'center', fontSize: 8, color: '#666', margin: [0, 20, 0, 0] }),
    styles: {
      h1: { fontSize: 16, bold: true, color: BRAND_COLOR, margin: [0, 0, 0, 6] },
      h2: { fontSize: 12, bold: true, color: BRAND_COLOR, margin: [0, 12, 0, 4] },
      label: { bold: true, color: '#333' },
      th: { bold: true, color: 'white', fillColor: BRAND_COLOR, fontSize: 9 },
      small: { fontSize: 9 },
    },
    content: doc.content,
  };
}
