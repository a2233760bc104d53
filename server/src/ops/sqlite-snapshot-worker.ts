import { type SnapshotTask, snapshotSqlite } from "./sqlite-snapshot.ts";

/** The backup's SQLite copy and fingerprint, off the server's thread (sqlite-snapshot.ts). */
export default function snapshot({ source, target, dataDir }: SnapshotTask) {
  return snapshotSqlite(source, target, dataDir);
}
