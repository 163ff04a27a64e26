import zlib from 'node:zlib';
import JSZip from 'jszip';

/*
 * Where a file names someone (issue 39): every form of a set of tokens (a name, its parts, initials,
 * an e-mail) searched in the file's bytes, in every inflated entry of a zip (zips inside zips too)
 * and in every inflated stream of a PDF. The blind copy's unit tests and the evaluator's downloads
 * in the API tests search the same way.
 */

/** Every way a file may write a token: UTF-8, latin1, UTF-16 either way, and hex of those (PDF strings), case aside. */
const formsOf = (tokens: readonly string[]) =>
  tokens.flatMap((t) => {
    const encoded = [Buffer.from(t, 'utf8'), Buffer.from(t, 'latin1'), Buffer.from(t, 'utf16le'), Buffer.from(t, 'utf16le').swap16()];
    return [...encoded.map((b) => b.toString('latin1')), ...encoded.map((b) => b.toString('hex'))].map((form) => ({ token: t, form: form.toLowerCase() }));
  });

/** The tokens found in `bytes` itself. */
export function tokensIn(bytes: Buffer, tokens: readonly string[]) {
  const text = bytes.toString('latin1').toLowerCase();
  return [...new Set(formsOf(tokens).filter(({ form }) => text.includes(form)).map(({ token }) => token))];
}

/** A PDF's streams, inflated when they are deflated. */
export function pdfStreams(bytes: Buffer): Buffer[] {
  const text = bytes.toString('latin1');
  const out: Buffer[] = [];
  for (const m of text.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) continue;
    const data = bytes.subarray(start, end);
    try {
      out.push(zlib.inflateSync(data, { finishFlush: zlib.constants.Z_SYNC_FLUSH }));
    } catch {
      out.push(data);
    }
  }
  return out;
}

/** The file and every layer inside it: a zip's entries, inflated (and theirs), a PDF's streams, inflated. */
export async function layers(bytes: Buffer, name = 'file'): Promise<{ name: string; bytes: Buffer }[]> {
  const out = [{ name, bytes }];
  if (bytes.subarray(0, 4).toString('latin1') === 'PK\x03\x04') {
    const zip = await JSZip.loadAsync(bytes);
    for (const entry of Object.values(zip.files)) if (!entry.dir) out.push(...(await layers(await entry.async('nodebuffer'), `${name}/${entry.name}`)));
  } else if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    pdfStreams(bytes).forEach((s, i) => out.push({ name: `${name}#stream${i}`, bytes: s }));
  }
  return out;
}

/** Where in the file (and its layers) any of `tokens` is, as 'layer: token'. */
export async function leaksOf(bytes: Buffer, tokens: readonly string[]): Promise<string[]> {
  return (await layers(bytes)).flatMap(({ name, bytes: b }) => tokensIn(b, tokens).map((t) => `${name}: ${t}`));
}
