import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmakeModule from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('pdfmake/fonts/Roboto.js'));
const fonts = require('pdfmake/fonts/Roboto.js') as Record<string, Record<string, string>>;

/** pdfmake 0.3 is a configured singleton; @types/pdfmake still describes 0.2, so only its interfaces are used. */
type PdfMake = {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(doc: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
};
const pdfmake = pdfmakeModule as unknown as PdfMake;

let configured = false;
function configure() {
  if (configured) return;
  pdfmake.setFonts(fonts);
  // Documents are built from our own data: no remote images, and only the bundled fonts on disk.
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((p) => path.resolve(p).startsWith(fontDir));
  configured = true;
}

/** Renders a pdfmake document definition to a Buffer. */
export async function renderPdf(doc: TDocumentDefinitions): Promise<Buffer> {
  configure();
  return pdfmake.createPdf({ defaultStyle: { font: 'Roboto', fontSize: 10 }, ...doc }).getBuffer();
}
