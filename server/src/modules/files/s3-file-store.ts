import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3StoreConfig } from "../../config.ts";
import { cachedCheck, type FileStore, type StoredObject } from "./file-store.ts";

const notFound = (error: unknown) =>
  (error as { name?: string }).name === "NoSuchKey" ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files as objects of one S3 (or S3-compatible) bucket, keyed exactly as the folder store's paths,
 * so every app process reading the same bucket sees the same files.
 */
export class S3FileStore implements FileStore {
  readonly kind = "s3";
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StoreConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // Absent: the SDK's own chain (environment, profile, instance role).
      credentials: config.credentials,
      // A file streamed from disk (writeFile) is sent as it is: by default the SDK would send a
      // stream aws-chunked with a trailing checksum, which S3-compatible servers may store as is.
      requestChecksumCalculation: "WHEN_REQUIRED",
    });
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    // Names are generated (time + 96 random bits), so no write can meet an existing key; no
    // If-None-Match, which some S3-compatible servers refuse.
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes }));
  }

  async writeFile(key: string, localPath: string): Promise<void> {
    const { size } = await fs.stat(localPath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(localPath),
        ContentLength: size,
      }),
    );
  }

  async read(key: string): Promise<Readable | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      // In Node the body is the response stream itself: served as it arrives, never buffered here.
      return object.Body as Readable | undefined;
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  /** S3 has no rename: a copy, then the original's removal. */
  async move(from: string, to: string): Promise<void> {
    const source = `${this.bucket}/${from.split("/").map(encodeURIComponent).join("/")}`;
    await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: source }));
    await this.remove(from);
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) found.push({ key: object.Key, modifiedAt: object.LastModified?.getTime() ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  /** The bucket exists and these credentials reach it. */
  check = cachedCheck(5_000, async () => {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    return true;
  });

  /** Closes the client's connections (app shutdown, tests). */
  close(): void {
    this.client.destroy();
  }
}
