import { Readable } from 'node:stream';
import type { FileStore } from '../../lib/files';
import { renderPdf } from '../../lib/pdf';
import type { TUpload } from './save-strategy';
import { storePdfPart } from './strategy-upload';

/*
 * The demo strategies' files: approval letters ('Carta de Aprobación') and final reports ('Informe
 * Final'), small real PDFs written by the product's own PDF writer and stored exactly as an upload
 * is (strategy-upload.ts: size and content checked, a temporary name renamed once complete), so the
 * Anexos ZIP, the letter's download and 'Descargar Informe Final' have something to give.
 */

export type TDemoFileKind = 'letter' | 'report';

const KINDS: Record<TDemoFileKind, { title: string; file: string; body: string }> = {
  letter: {
    title: 'Carta de Aprobación',
    file: 'carta-de-aprobacion.pdf',
    body: 'El Consejo de Facultad aprueba la conformación de la estrategia de formación.',
  },
  report: {
    title: 'Informe Final',
    file: 'informe-final.pdf',
    body: 'Resultados, productos y actividades realizadas durante la vigencia de la estrategia.',
  },
};

/**
 * Stores demo PDFs, each rendered once however many strategies keep a copy: a PDF costs tens of
 * milliseconds of CPU, and the start-up of a new installation waits for them.
 */
export function demoStrategyFiles(files: FileStore) {
  const rendered = new Map<string, Promise<Buffer>>();
  const render = (kind: TDemoFileKind, name: string) => {
    const k = KINDS[kind];
    return renderPdf({
      info: { title: `${k.title}: ${name}` },
      content: [{ text: k.title, fontSize: 16, bold: true }, { text: name, fontSize: 12, margin: [0, 8, 0, 12] }, k.body, { text: 'Documento de demostración.', margin: [0, 12, 0, 0] }],
    });
  };
  /** One strategy's copy of the `kind` document of the strategy named `name`. */
  return async (kind: TDemoFileKind, name: string): Promise<TUpload> => {
    const key = `${kind} ${name}`;
    if (!rendered.has(key)) rendered.set(key, render(kind, name));
    const pdf = await rendered.get(key)!;
    return storePdfPart(files, Object.assign(Readable.from(pdf), { truncated: false }), KINDS[kind].file, KINDS[kind].file);
  };
}
