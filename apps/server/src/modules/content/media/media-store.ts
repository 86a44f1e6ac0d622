// Where uploaded images live: a folder by default, an S3-compatible bucket when configured. Keys are
// content addresses, so a stored object never changes and any instance may write it again.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../../config.ts';

export type MediaStore = {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none under the key. */
  get(key: string): Promise<Buffer | null>;
};

/** Files under `dir`; a write lands whole or not at all (written aside, then renamed). */
export function diskMediaStore(dir: string): MediaStore {
  const fileOf = (key: string) => path.join(dir, ...key.split('/'));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const aside = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(aside, bytes);
      await rename(aside, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}

/** Objects in an S3-compatible bucket (AWS, MinIO, R2, ...); credentials come from the environment. */
export function s3MediaStore(s3: NonNullable<Config['media']['s3']>): MediaStore {
  const client = new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
  });
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
  };
}

export function mediaStoreOf(media: Config['media']): MediaStore {
  return media.s3 ? s3MediaStore(media.s3) : diskMediaStore(media.dir);
}
