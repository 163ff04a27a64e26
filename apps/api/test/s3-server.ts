import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { TStorageSettings } from '../src/lib/files';

/** s3rver's built-in account (it checks signatures against it). */
const KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver, from npm) on a free loopback port, with one empty bucket,
 * its objects in a scratch folder: the storage settings that reach it, the folder (to look at what
 * the bucket holds), and how to stop it.
 */
export async function startS3Server(bucket = 'siiicca-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'siiicca-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const settings = (dataDir: string): TStorageSettings => ({
    DATA_DIR: dataDir,
    FILE_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
    S3_FORCE_PATH_STYLE: true,
  });
  return {
    port,
    settings,
    /** The environment of an app on this bucket (createTestApp). */
    env: { FILE_STORAGE: 's3', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: KEY, S3_SECRET_ACCESS_KEY: KEY, S3_FORCE_PATH_STYLE: 'true' },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
