import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCEPT_TOKENS } from '@siiicca/shared';
import { acceptCheck, kindsOf } from './content-kinds';
import { SAMPLES } from './content-samples';
import { createFileStore } from './files';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-kinds-'));
const files = createFileStore(dataDir);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const folder = path.join(dataDir, 'files', 'checks');
const stored = () => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);

/** Stores `content` as a document that accepts `accept`: the stored path, or the refusal's status. */
async function store(accept: string, content: Buffer, maxBytes = 1e6) {
  try {
    const saved = await files.save('checks', Readable.from([content]), { ...acceptCheck(accept), maxBytes, tooLarge: 'grande', wrongType: 'tipo' });
    return saved.path;
  } catch (err) {
    return (err as { statusCode: number }).statusCode;
  }
}

describe('content kinds', () => {
  it('every accept token a call may use is one the server checks', () => {
    for (const token of ACCEPT_TOKENS) expect(kindsOf(token), token).not.toHaveLength(0);
    expect(kindsOf('.exe')).toEqual([]);
    // Upper case and spaces as people type them.
    expect(kindsOf(' .PDF , .Docx')).toEqual(['pdf', 'docx']);
  });

  it.each([
    ['.pdf', SAMPLES.pdf(), 'pdf'],
    ['application/pdf', SAMPLES.pdf(), 'pdf'],
    ['.pdf,.doc,.docx', SAMPLES.ole(), 'doc'],
    ['.xls,.xlsx', SAMPLES.ole(), 'xls'],
    ['image/*', SAMPLES.png(), 'png'],
    ['image/*', SAMPLES.jpeg(), 'jpg'],
    ['image/*', SAMPLES.gif(), 'gif'],
    ['image/*', SAMPLES.webp(), 'webp'],
    ['.txt', SAMPLES.txt(), 'txt'],
    ['.csv', SAMPLES.csv(), 'csv'],
  ])('%s takes its kind and is stored with its extension (%#)', async (accept, content, extension) => {
    const saved = await store(accept, content);
    expect(saved).toMatch(new RegExp(`^checks/[0-9a-f-]{36}\\.${extension}$`));
    expect(fs.readFileSync(path.join(dataDir, 'files', saved as string))).toEqual(content);
  });

  it('an Office document is the zip with its folder; a plain zip is not a .docx, but a .docx is a zip', async () => {
    expect(await store('.pdf,.doc,.docx', await SAMPLES.docx())).toMatch(/\.docx$/);
    expect(await store('.xls,.xlsx', await SAMPLES.xlsx())).toMatch(/\.xlsx$/);
    expect(await store('.pptx', await SAMPLES.pptx())).toMatch(/\.pptx$/);
    expect(await store('.docx', await SAMPLES.zip())).toBe(400);
    expect(await store('.xls,.xlsx', await SAMPLES.docx())).toBe(400);
    expect(await store('.zip', await SAMPLES.docx())).toMatch(/\.zip$/);
    expect(await store('.zip,.docx', await SAMPLES.docx())).toMatch(/\.docx$/);
    expect(await store('.zip', await SAMPLES.zip())).toMatch(/\.zip$/);
  });

  it.each([
    ['.pdf', 'a PNG named .pdf', SAMPLES.png()],
    ['.pdf', 'an empty file', Buffer.alloc(0)],
    ['.pdf,.doc,.docx', 'a PNG', SAMPLES.png()],
    ['image/*', 'a PDF', SAMPLES.pdf()],
    ['.zip', 'something that starts like a zip', SAMPLES.fakeZip()],
    ['.docx', 'something that starts like a zip', SAMPLES.fakeZip()],
    ['.txt', 'a binary file', SAMPLES.binary()],
    ['.txt', 'an empty file', Buffer.alloc(0)],
    ['.exe', 'anything: the server cannot check it', SAMPLES.txt()],
  ])('%s refuses %s (400) and keeps nothing', async (accept, _what, content) => {
    const before = stored();
    expect(await store(accept, content)).toBe(400);
    expect(stored()).toEqual(before);
  });

  it('refuses a wrong file at its first bytes, before the rest has arrived', async () => {
    let sent = 0;
    const endless = new Readable({
      read() {
        sent += 1;
        this.push(sent > 1000 ? null : Buffer.alloc(64 * 1024, 0x41));
      },
    });
    const check = { ...acceptCheck('.pdf'), maxBytes: 1e9, tooLarge: 'grande', wrongType: 'tipo' };
    await expect(files.save('checks', endless, check)).rejects.toMatchObject({ statusCode: 400 });
    expect(sent).toBeLessThan(1000);
  });

  it('refuses a file over the limit (413) and keeps nothing', async () => {
    const before = stored();
    expect(await store('.txt', Buffer.alloc(2048, 0x41), 1024)).toBe(413);
    expect(stored()).toEqual(before);
  });
});
