import fs from "node:fs";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { S3StoreConfig } from "../src/config.ts";
import { randomName, tempDir } from "./test-databases.ts";

/** An S3-compatible server in this process (s3rver), on a free port, keeping objects in a temporary folder. */
export interface LocalS3 {
  /** The configuration of a bucket of this server (which need not exist). */
  config(bucket: string): S3StoreConfig;
  /** Makes a fresh bucket; returns its configuration. */
  newBucket(): Promise<S3StoreConfig>;
  close(): Promise<void>;
}

export async function startLocalS3(): Promise<LocalS3> {
  const directory = tempDir("storeops-s3");
  const server = new S3rver({ port: 0, address: "127.0.0.1", directory, silent: true });
  const { port } = await server.run();
  // s3rver's fixed keys.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });
  const config = (bucket: string): S3StoreConfig => ({
    kind: "s3",
    bucket,
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials,
  });
  return {
    config,
    async newBucket() {
      const bucket = randomName("files")
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, "-");
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return config(bucket);
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
