import {
  DEFAULT_APP_SETTINGS,
  MAX_FILES_PER_UPLOAD,
  MSG,
  PENDING_UPLOADS_PER_USER,
  type TableName,
  ZAttachedFiles,
  ZTempUpload,
} from "@storeops/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import { findAttachment } from "../../attachments/attachments.repository.ts";
import { fileUrl, parseAttachments } from "../../attachments/attachments.ts";
import { badRequest, notFound } from "../../errors.ts";
import { listRecords } from "../../rest/read.service.ts";
import { updateRecords } from "../../rest/write.service.ts";
import { writeActivity } from "../settings/activity-audit.ts";
import { readSetting } from "../settings/settings.repository.ts";
import { sendStoredFile } from "./file-serving.ts";
import { type FileStore, fileKey, isStoredName } from "./file-store.ts";
import { deleteTempFiles, findTempFile, findTempFiles } from "./temp-files.repository.ts";
import { receiveTempUploads } from "./upload.ts";
import { attachmentTable, TEMP_UPLOADS_AT_ONCE, uploadGate } from "./upload-gate.ts";

const tableParams = z.object({ table: z.string() });
// Streams bypass serialization; the schema documents the answer.
const fileBytes = z.any().describe("The file's bytes, with its stored content type.");

/** Upload to temporary storage, attach to a saved record, and serve files to those who may read the record. */
export async function fileRoutes(fastify: FastifyInstance, options: { storage: FileStore }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storage } = options;
  const deps = { db: app.db, dialect: app.dialect };
  const tags = ["files"];
  const gate = uploadGate(app.db);

  app.post(
    "/upload-temp/:table",
    {
      config: { upload: true },
      onRequest: gate.onRequest,
      onResponse: gate.onResponse,
      onRequestAbort: gate.onRequestAbort,
      schema: {
        tags,
        description: `multipart/form-data, field \`files\` (PDF, JPEG, PNG; type from the bytes); at most ${MAX_FILES_PER_UPLOAD} files, each within the settings' maximum file size. For roles that may attach files to the table. A user may have ${PENDING_UPLOADS_PER_USER.files} files or ${PENDING_UPLOADS_PER_USER.bytes / 1024 / 1024} MB waiting to be attached (429 past it, checked before the body is read); 503 with Retry-After when ${TEMP_UPLOADS_AT_ONCE} uploads are being received or the uploads waiting over all users reach their cap.`,
        params: tableParams,
        response: { 200: ZTempUpload },
      },
    },
    async (request) => {
      // Who may upload, and how much, was checked by the gate before the body was read.
      const actor = requireActor(request);
      const table = attachmentTable(request.params.table);
      const settings = await readSetting(app.db, "application", DEFAULT_APP_SETTINGS);
      const { accepted, rejected } = await receiveTempUploads(
        request,
        { db: app.db, dialect: app.dialect, storage },
        { table, userId: actor.user.id },
        settings.system.max_file_size_mb * 1024 * 1024,
      );
      return {
        files: accepted.map((file) => ({
          originalName: file.original_name,
          tempName: file.name,
          name: file.name,
          url: `/api/rest/v1/temp-files/${file.name}`,
          type: file.mime_type,
          size: file.size,
        })),
        rejected: rejected.map(({ originalName, message }) => ({ originalName, message })),
      };
    },
  );

  app.get(
    "/temp-files/:name",
    { schema: { tags, params: z.object({ name: z.string() }), response: { 200: fileBytes } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const file = isStoredName(request.params.name)
        ? await findTempFile(app.db, request.params.name, actor.user.id)
        : undefined;
      if (!file) throw notFound();
      return sendStoredFile(reply, await storage.read(fileKey("tmp", file.name)), {
        name: file.original_name,
      });
    },
  );

  app.post(
    "/move-temp-files/:table/:id",
    {
      schema: {
        tags,
        params: z.object({ table: z.string(), id: z.string() }),
        body: z.object({ tempFiles: z.array(z.string()).min(1).max(MAX_FILES_PER_UPLOAD) }),
        response: { 200: ZAttachedFiles },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const table = attachmentTable(request.params.table);
      const { id } = request.params;
      requireAccess(actor, table, "update");
      const names = [...new Set(request.body.tempFiles)];
      // In the order the client sent them (the database returns them in any order).
      const temps = (await findTempFiles(app.db, names, actor.user.id, table)).sort(
        (a, b) => names.indexOf(a.name) - names.indexOf(b.name),
      );
      if (temps.length !== names.length)
        throw badRequest(MSG.moveFilesFailed, {
          missing: names.filter((n) => !temps.some((t) => t.name === n)),
        });
      const { rows } = await listRecords(deps, actor, table, { eq: `id.${id}`, select: "id,attachments" });
      const record = rows[0];
      if (!record) throw notFound();
      const added = temps.map((file) => ({
        name: file.name,
        originalName: file.original_name,
        url: fileUrl(table, file.name),
        type: file.mime_type,
        size: Number(file.size),
      }));
      for (const file of temps) await storage.move(fileKey("tmp", file.name), fileKey(table, file.name));
      try {
        await updateRecords(
          deps,
          actor,
          table,
          { eq: `id.${id}` },
          { attachments: [...parseAttachments(record.attachments), ...added] },
          {
            newAttachments: temps.map((file) => ({
              name: file.name,
              original_name: file.original_name,
              type: file.mime_type,
              size: file.size,
              sha256: file.sha256,
            })),
          },
        );
      } catch (error) {
        // Put the files back so the upload can be retried; the record is unchanged.
        for (const file of temps)
          await storage.move(fileKey(table, file.name), fileKey("tmp", file.name)).catch(() => {});
        throw error;
      }
      await deleteTempFiles(app.db, names);
      return added;
    },
  );

  app.get(
    "/files/:table/:name",
    {
      schema: {
        tags,
        params: z.object({ table: z.string(), name: z.string() }),
        querystring: z.object({ download: z.string().optional() }),
        response: { 200: fileBytes },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const table = attachmentTable(request.params.table) as TableName;
      const { name } = request.params;
      if (!isStoredName(name)) throw notFound();
      // A key lookup of the stored name, then the owning record must be one the caller may read.
      const attachment = await findAttachment(app.db, table, name);
      if (!attachment) throw notFound();
      const { rows } = await listRecords(deps, actor, table, {
        eq: `id.${attachment.owner_id}`,
        select: "id",
        limit: "1",
      });
      if (rows.length === 0) throw notFound();
      const file = await storage.read(fileKey(table, name));
      // A file leaving the system is recorded whatever the "Audit logging" setting (docs/decisions.md, Audit logs).
      if (file)
        await writeActivity(app.db, actor.audit, {
          action: "EXPORT",
          targetTable: table,
          targetId: attachment.owner_id,
          description: `Downloaded the attachment ${attachment.original_name ?? name}`,
        });
      return sendStoredFile(reply, file, {
        name: attachment.original_name ?? name,
        download: request.query.download !== undefined,
      });
    },
  );
}
