import { describe, expect, it } from 'vitest';
import { ACCEPT_TOKENS, FILE_HEAD_BYTES, headMatches } from '@siiicca/shared';
import { CONTENT_KINDS, kindsOf } from './content-kinds';
import { SAMPLES } from './content-samples';

/*
 * The browser refuses a chosen document by its first bytes (packages/shared file-heads.ts) before
 * the server looks at it (content-kinds.ts). Both must say the same about every first bytes: the
 * browser never refuses what the server's first-byte check takes, nor takes what it refuses.
 */
describe("the browser's first-byte check agrees with the server's", () => {
  it('for every accepted token and every kind of file, an empty one and an executable included', async () => {
    const samples: Record<string, Buffer> = { empty: Buffer.alloc(0) };
    for (const [name, make] of Object.entries(SAMPLES)) samples[name] = await (make as () => Buffer | Promise<Buffer>)();
    for (const token of ACCEPT_TOKENS) {
      for (const [name, bytes] of Object.entries(samples)) {
        const server = kindsOf(token).some((k) => CONTENT_KINDS[k].head(bytes.subarray(0, CONTENT_KINDS[k].headBytes)));
        expect(headMatches(token, new Uint8Array(bytes.subarray(0, FILE_HEAD_BYTES))), `${token} / ${name}`).toBe(server);
      }
    }
  });
});
