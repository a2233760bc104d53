import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Files live under DATA_DIR/files: tmp/ for uploads not yet attached, {table}/ once attached. */
export class FileStorage {
  constructor(readonly root: string) {}

  private dir(area: string): string {
    return path.join(this.root, area);
  }

  /** A generated name: the original name never reaches the file system. */
  static generateName(extension: string): string {
    return `${Date.now().toString(36)}-${randomBytes(12).toString("hex")}${extension}`;
  }

  static isSafeName(name: string): boolean {
    return /^[a-z0-9]+-[a-f0-9]{24}\.(pdf|jpg|png|doc|docx)$/.test(name);
  }

  async writeTemp(name: string, bytes: Buffer): Promise<void> {
    await fs.mkdir(this.dir("tmp"), { recursive: true });
    await fs.writeFile(path.join(this.dir("tmp"), name), bytes, { flag: "wx" });
  }

  async write(area: string, name: string, bytes: Buffer): Promise<void> {
    await fs.mkdir(this.dir(area), { recursive: true });
    await fs.writeFile(path.join(this.dir(area), name), bytes, { flag: "wx" });
  }

  async moveFromTemp(area: string, name: string): Promise<void> {
    await fs.mkdir(this.dir(area), { recursive: true });
    await fs.rename(path.join(this.dir("tmp"), name), path.join(this.dir(area), name));
  }

  private writable: { at: number; ok: Promise<boolean> } | null = null;

  /** True when the store's folder exists (or can be made) and is writable: the health check (kept 5 s). */
  isWritable(): Promise<boolean> {
    if (this.writable && Date.now() - this.writable.at < 5_000) return this.writable.ok;
    const ok = fs
      .mkdir(this.root, { recursive: true })
      .then(() => fs.access(this.root, fs.constants.W_OK))
      .then(
        () => true,
        () => false,
      );
    this.writable = { at: Date.now(), ok };
    return ok;
  }

  pathOf(area: string, name: string): string {
    return path.join(this.dir(area), name);
  }

  async remove(area: string, name: string): Promise<void> {
    await fs.rm(path.join(this.dir(area), name), { force: true });
  }
}
