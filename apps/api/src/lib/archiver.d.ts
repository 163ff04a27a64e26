/** archiver 8 ships no types: the part of its class API that lib/zip.ts uses. */
declare module 'archiver' {
  import type { Readable } from 'node:stream';

  export type EntryData = { name: string; date?: Date | string; mode?: number; store?: boolean };

  export class ZipArchive extends Readable {
    constructor(options?: { zlib?: { level?: number }; store?: boolean; forceZip64?: boolean; comment?: string });
    file(path: string, data: EntryData): this;
    append(source: Readable | Buffer | string, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
  }
}
