import {
  IMPORT_MAX_BYTES,
  IMPORT_REFUSED_KEEP_DAYS,
  MSG,
  ZImportJob,
  ZImportJobParams,
  ZImportPreview,
  ZImportTableParams,
} from "@storeops/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../access/actor.ts";
import { AppError, badRequest, notFound, tooManyRequests } from "../../errors.ts";
import { contentDisposition } from "../files/file-serving.ts";
import { type FileStore, fileKey } from "../files/file-store.ts";
import { refuseUnread, uploadSlots } from "../files/upload-gate.ts";
import { writeActivity } from "../settings/activity-audit.ts";
import { RUNS_IN_PROCESS } from "./import-run.ts";
import { presentJob, receiveImportUpload } from "./import-upload.ts";
import {
  authorizeImport,
  hasRunningImport,
  previewImport,
  readImportJob,
  startImport,
} from "./imports.service.ts";
import { REFUSED_AREA } from "./refused-rows.ts";

const tags = ["imports"];
/** Import uploads this process receives at once, and runs it stores at once; past them, 503. */
const IMPORT_UPLOADS_AT_ONCE = 4;
const IMPORTS_AT_ONCE = 2;
const RETRY_AFTER_SECONDS = 60;
const FORM = `multipart/form-data: \`file\` (CSV or XLSX, the type read from its bytes; at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB, 100,000 rows under its header row and 100 columns) and \`mapping\`, JSON: for each column in order, the field it fills or null.`;
const WHO =
  "Who may create the table's records by hand may import them (budgets: who sets budgets), into the stores they reach; others 403.";

/**
 * The gate of both uploads, before the body is read: the caller may import into the table (403 in
 * the matrix's words), the body is not past the limit (413), one run per user (429), and a place is
 * free among the uploads received and runs going in this process (503, Retry-After).
 */
function importGate(app: FastifyInstance, starts: boolean) {
  const slots = uploadSlots(IMPORT_UPLOADS_AT_ONCE);
  const busy = () => new AppError(503, "busy", MSG.importsBusy);
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const actor = requireActor(request);
      const params = ZImportTableParams.safeParse(request.params);
      if (!params.success) throw badRequest(MSG.importTableUnknown);
      authorizeImport(actor, params.data.table);
      const declared = Number(request.headers["content-length"] ?? 0) || 0;
      if (declared > IMPORT_MAX_BYTES + 64 * 1024)
        throw refuseUnread(request, reply, new AppError(413, "file_too_large", MSG.importFileTooLarge));
      if (starts && (await hasRunningImport(app.db, actor.user.id)))
        throw refuseUnread(request, reply, tooManyRequests(MSG.importRunning));
      if ((starts && RUNS_IN_PROCESS.size >= IMPORTS_AT_ONCE) || !slots.take(request))
        throw refuseUnread(request, reply, busy(), RETRY_AFTER_SECONDS);
    },
    onResponse: slots.onResponse,
    onRequestAbort: slots.onRequestAbort,
  };
}

/** Imports (issue #32, item 3; docs/decisions.md, Imports): preview a file, run its import, follow the run. */
export async function importRoutes(fastify: FastifyInstance, options: { storage: FileStore }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, dialect: app.dialect, storage: options.storage, log: app.log };

  app.post(
    "/imports/:table/preview",
    {
      config: { upload: true },
      ...importGate(app, false),
      schema: {
        tags,
        description: `Reads a file and checks every row as the import would, storing nothing: its headers, the mapping (the one sent, else the one remembered for the file's layout, else matched by header names), the counts and the first 100 problems (row, field, message). ${FORM} ${WHO}`,
        params: ZImportTableParams,
        response: { 200: ZImportPreview },
      },
    },
    (request) =>
      receiveImportUpload(request, (upload) =>
        previewImport(app.db, requireActor(request), request.params.table, upload, request.language),
      ),
  );

  app.post(
    "/imports/:table",
    {
      config: { upload: true },
      ...importGate(app, true),
      schema: {
        tags,
        description: `Starts an import: 202 with its job at once; the valid rows are stored in batches (one transaction each), the others listed in a refused rows file; one IMPORT audit entry per run. The mapping must fill every required field (400). One run per user at a time (429). ${FORM} ${WHO}`,
        params: ZImportTableParams,
        response: { 202: ZImportJob },
      },
    },
    async (request, reply) => {
      const job = await receiveImportUpload(request, (upload) =>
        startImport(deps, requireActor(request), request.params.table, upload, request.language),
      );
      return reply.status(202).send(job);
    },
  );

  app.get(
    "/imports/jobs/:id",
    {
      schema: {
        tags,
        description: "A run's progress and counts: its starter's, or any for an admin; another's is 404.",
        params: ZImportJobParams,
        response: { 200: ZImportJob },
      },
    },
    async (request) =>
      presentJob(await readImportJob(app.db, requireActor(request), request.params.id), request.language),
  );

  app.get(
    "/imports/jobs/:id/refused",
    {
      schema: {
        tags,
        description: `The run's refused rows as CSV: the file's own columns and \`error\`, why each was refused. Kept ${IMPORT_REFUSED_KEEP_DAYS} days after the run; an EXPORT audit entry per download.`,
        params: ZImportJobParams,
        // Streams bypass serialization; the schema documents the answer.
        response: { 200: z.any().describe("text/csv") },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const job = await readImportJob(app.db, actor, request.params.id);
      const stream = job.refused_file
        ? await options.storage.read(fileKey(REFUSED_AREA, job.refused_file))
        : undefined;
      if (!stream) throw notFound(MSG.importRefusedGone);
      await writeActivity(app.db, actor.audit, {
        action: "EXPORT",
        targetTable: job.table_name,
        targetId: job.id,
        description: `Downloaded the ${job.refused} refused rows of the import of ${job.file_name}`,
      });
      const name = `${job.table_name.replaceAll("_", "-")}-refused-rows-${job.created_at.slice(0, 10)}.csv`;
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", contentDisposition("attachment", name))
        .header("X-Content-Type-Options", "nosniff")
        .header("Cache-Control", "private, no-store")
        .send(stream);
    },
  );
}
