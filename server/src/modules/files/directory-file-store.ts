import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from "../../owner-only.ts";
import { cachedCheck, type FileStore, type StoredObject } from "./file-store.ts";

/** Files under one folder (DATA_DIR/files), a key being the path below it. Several processes share it on a shared disk. */
export class DirectoryFileStore implements FileStore {
  readonly kind = "local";

  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...key.split("/"));
  }

  async write(key: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR });
    await fs.writeFile(file, bytes, { flag: "wx", mode: OWNER_ONLY_FILE });
  }

  async writeFile(key: string, localPath: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.copyFile(localPath, file, fs.constants.COPYFILE_EXCL);
  }

  async read(key: string): Promise<Readable | undefined> {
    // Opened first, so a missing file is an answer here, not an error in the middle of a reply.
    const handle = await fs.open(this.pathOf(key), "r").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "EISDIR") return undefined;
      throw error;
    });
    return handle?.createReadStream();
  }

  async move(from: string, to: string): Promise<void> {
    await fs.mkdir(path.dirname(this.pathOf(to)), { recursive: true, mode: OWNER_ONLY_DIR });
    await fs.rename(this.pathOf(from), this.pathOf(to));
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    const walk = async (dir: string) => {
      const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else if (entry.isFile()) {
          const stat = await fs.stat(full).catch(() => null);
          const key = path.relative(this.root, full).split(path.sep).join("/");
          if (stat && key.startsWith(prefix)) found.push({ key, modifiedAt: stat.mtimeMs });
        }
      }
    };
    // A prefix that names a folder ("tmp/") walks only that folder.
    await walk(prefix.endsWith("/") ? this.pathOf(prefix.slice(0, -1)) : this.root);
    return found;
  }

  /** The folder exists (or can be made) and is writable. */
  check = cachedCheck(5_000, async () => {
    await fs.mkdir(this.root, { recursive: true, mode: OWNER_ONLY_DIR });
    await fs.access(this.root, fs.constants.W_OK);
    return true;
  });

  close(): void {}
}
