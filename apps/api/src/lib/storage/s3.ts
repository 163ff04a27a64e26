import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { filesRoot, listOurFiles, partialPath, storedKey } from './disk';
import { storedNameKind, storeKey } from './names';
import { receiveChecked } from './receive';
import { storageUnavailable as unavailable } from './unavailable';
import type { FileStore, TListedFile, TStorageSettings, UploadCheck } from './types';

/** Part size and parts in flight of a multipart upload: memory stays near their product whatever the file's size. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** How long a readiness probe waits for the bucket. */
const PING_MS = 3000;

/** Missing objects, as S3 and the compatible servers name them. */
const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/*
 * The SDK is loaded on the first use of a bucket, not at start: it costs about half a second and
 * 25 MB that an installation on disk (the default) never needs.
 */
type TSdk = { s3: typeof import('@aws-sdk/client-s3'); storage: typeof import('@aws-sdk/lib-storage') };
let sdkLoad: Promise<TSdk> | undefined;
const loadSdk = () =>
  (sdkLoad ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([s3, storage]) => ({ s3, storage })));

/** A client of the bucket the settings name. */
export async function s3Client(s: TStorageSettings): Promise<S3Client> {
  const { s3 } = await loadSdk();
  return new s3.S3Client({
    region: s.S3_REGION ?? 'us-east-1',
    ...(s.S3_ENDPOINT ? { endpoint: s.S3_ENDPOINT } : {}),
    forcePathStyle: s.S3_FORCE_PATH_STYLE ?? false,
    ...(s.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: s.S3_ACCESS_KEY_ID, secretAccessKey: s.S3_SECRET_ACCESS_KEY } }
      : {}),
    // Checksums only where S3 requires them: the SDK's default (CRC32 trailers in aws-chunked
    // bodies) is refused by many MinIO/Ceph versions and by s3rver.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that went away must fail requests, not hold them: connecting gets 3 s, a stalled
    // socket (a black-holed address, a download that stopped moving) 30 s; one retry.
    requestHandler: { connectionTimeout: 3000, socketTimeout: 30_000 },
    maxAttempts: 2,
  });
}

/**
 * Files in an S3-compatible bucket (FILE_STORAGE=s3), keyed by the same relative paths the disk
 * driver uses. An upload is received and checked first into a local scratch file under
 * DATA_DIR/files (the content checks read a whole file by path), and only an accepted file is
 * streamed on to the bucket as a multipart upload under its final key: a refused upload never
 * reaches the bucket, and a failed multipart upload is aborted by lib-storage, so neither leaves
 * an object. Reads stream from the bucket.
 */
export function createS3Store(s: TStorageSettings): FileStore {
  const Bucket = s.S3_BUCKET;
  if (!Bucket) throw new Error('FILE_STORAGE=s3 necesita S3_BUCKET');
  let ready: Promise<{ sdk: TSdk; client: S3Client }> | undefined;
  const connect = () => (ready ??= Promise.all([loadSdk(), s3Client(s)]).then(([sdk, client]) => ({ sdk, client })));
  const scratch = filesRoot(s.DATA_DIR);

  async function save(folder: string, source: Readable, check: UploadCheck) {
    const { name, partial } = await partialPath(scratch, folder);
    const { size, extension } = await receiveChecked(source, partial, check);
    const key = `${folder}/${name}.${extension}`;
    try {
      const { sdk, client } = await connect();
      const upload = new sdk.storage.Upload({
        client,
        params: { Bucket, Key: key, Body: fs.createReadStream(partial), ContentLength: size },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done();
    } catch (err) {
      throw unavailable(err);
    } finally {
      await fs.promises.rm(partial, { force: true });
    }
    return { path: key, size };
  }

  async function open(relative: string) {
    const Key = storeKey(relative);
    if (!Key) return null;
    try {
      const { sdk, client } = await connect();
      const got = await client.send(new sdk.s3.GetObjectCommand({ Bucket, Key }));
      return (got.Body as Readable | undefined) ?? null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw unavailable(err);
    }
  }

  async function stat(relative: string) {
    const Key = storeKey(relative);
    if (!Key) return null;
    try {
      const { sdk, client } = await connect();
      const head = await client.send(new sdk.s3.HeadObjectCommand({ Bucket, Key }));
      return { size: head.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw unavailable(err);
    }
  }

  async function put(relative: string, source: Readable) {
    const Key = storedKey(relative);
    try {
      const { sdk, client } = await connect();
      // Length unknown: lib-storage cuts the stream into parts, so memory stays flat whatever the size.
      const upload = new sdk.storage.Upload({ client, params: { Bucket, Key, Body: source }, partSize: PART_BYTES, queueSize: PARTS_IN_FLIGHT, leavePartsOnError: false });
      await upload.done();
    } catch (err) {
      throw unavailable(err);
    }
  }

  async function remove(...relative: (string | null | undefined)[]) {
    const { sdk, client } = await connect();
    for (const r of relative) {
      const Key = r ? storeKey(r) : null;
      // S3 answers a delete of a missing key with success: a retried clean-up is fine.
      if (Key) await client.send(new sdk.s3.DeleteObjectCommand({ Bucket, Key })).catch((err) => Promise.reject(unavailable(err)));
    }
  }

  async function* listBucket(): AsyncGenerator<TListedFile> {
    const { sdk, client } = await connect();
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new sdk.s3.ListObjectsV2Command({ Bucket, ContinuationToken }));
      for (const o of page.Contents ?? []) {
        const kind = o.Key ? storedNameKind(path.posix.basename(o.Key)) : null;
        const Key = o.Key;
        if (!kind || !Key || storeKey(Key) !== Key) continue;
        yield { relative: Key, kind, modifiedMs: o.LastModified?.getTime() ?? 0, remove: () => client.send(new sdk.s3.DeleteObjectCommand({ Bucket, Key })).then(() => {}) };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async function* list(): AsyncGenerator<TListedFile> {
    // Uploads being received (or cut by a crash) are in the local scratch folder; stored files in the bucket.
    for await (const f of listOurFiles(scratch)) if (f.kind === 'temporary') yield f;
    yield* listBucket();
  }

  /** Multipart uploads a crash left open (their parts are billed and invisible to listing). */
  async function abortStaleUploads(olderThan: number) {
    let aborted = 0;
    const { sdk, client } = await connect();
    try {
      const open = await client.send(new sdk.s3.ListMultipartUploadsCommand({ Bucket }));
      for (const u of open.Uploads ?? []) {
        if (!u.Key || !u.UploadId || (u.Initiated?.getTime() ?? 0) >= olderThan) continue;
        await client.send(new sdk.s3.AbortMultipartUploadCommand({ Bucket, Key: u.Key, UploadId: u.UploadId }));
        aborted++;
      }
    } catch (err) {
      // A server without the call (s3rver) has nothing to abort; a lifecycle rule is the operator's backstop.
      if ((err as { name?: string })?.name !== 'NotImplemented') throw err;
    }
    return aborted;
  }

  return {
    save,
    open,
    stat,
    put,
    remove,
    ping: async () => {
      // A probe answers within the balancer's check interval whatever the bucket does.
      const { sdk, client } = await connect();
      await client.send(new sdk.s3.HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(PING_MS) });
    },
    list,
    abortStaleUploads,
  };
}
