import path from "node:path";
import type { AppConfig } from "../../config.ts";
import { DirectoryFileStore } from "./directory-file-store.ts";
import type { FileStore } from "./file-store.ts";
import { S3FileStore } from "./s3-file-store.ts";

/** The configured store: the folder DATA_DIR/files, or an S3 bucket (FILE_STORE=s3). */
export function createFileStore(config: Pick<AppConfig, "dataDir" | "fileStore">): FileStore {
  const options = config.fileStore;
  if (options.kind === "s3") return new S3FileStore(options);
  return new DirectoryFileStore(path.join(config.dataDir, "files"));
}
