import path from "node:path";
import type { AppConfig } from "../../config.ts";
import { DirectoryFileStore } from "./directory-file-store.ts";
import type { FileStore } from "./file-store.ts";

/**
 * The configured store: the folder DATA_DIR/files, or an S3 bucket (FILE_STORE=s3). The AWS SDK
 * (some 20 MB in memory) loads only when a bucket is configured.
 */
export async function createFileStore(config: Pick<AppConfig, "dataDir" | "fileStore">): Promise<FileStore> {
  const options = config.fileStore;
  if (options.kind === "s3") return new (await import("./s3-file-store.ts")).S3FileStore(options);
  return new DirectoryFileStore(path.join(config.dataDir, "files"));
}
