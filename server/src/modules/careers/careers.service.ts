import {
  APPLICATION_MESSAGES,
  MSG,
  type TApplicationCount,
  type TApplicationReceipt,
  type TPublicPosting,
  ZCareerApplicationCreate,
} from "@storeops/domain";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { requireAccess } from "../../access/permissions.ts";
import type { AuditContext } from "../../audit/audit.ts";
import { writeAudit } from "../../audit/audit.ts";
import type { DB, Dialect } from "../../db/database.ts";
import { AppError, notFound, tooManyRequests } from "../../errors.ts";
import { newId, nowIso } from "../../ids.ts";
import { type FileStore, fileKey, generateStoredName } from "../files/file-store.ts";
import type { ApplyForm } from "./apply-form.ts";
import { APPLICATIONS_PER_HOUR, applicationsSince } from "./apply-gate.ts";
import { applicationCounts, lockAddress, openPosting, openPostings } from "./careers.repository.ts";

const FORM_FIELDS = ["first_name", "last_name", "email", "phone", "cover_letter", "agreed_to_terms"];

/** The public job board: open postings with the public fields only. */
export async function listOpenPostings(db: Kysely<DB>): Promise<TPublicPosting[]> {
  const dollars = (cents: number | null) => (cents === null ? null : Number(cents) / 100);
  return (await openPostings(db)).map((row) => ({
    ...row,
    salary_min: dollars(row.salary_min),
    salary_max: dollars(row.salary_max),
  }));
}

/** Spec 1 §5's order: the terms first, then the required fields, then the cover letter's length. */
function parseApplication(fields: Record<string, string>) {
  const input = Object.fromEntries(
    FORM_FIELDS.filter((key) => key in fields).map((key) => [key, fields[key]]),
  );
  const parsed = ZCareerApplicationCreate.safeParse(input);
  if (parsed.success) return parsed.data;
  const messages = parsed.error.issues.map((issue) => issue.message);
  const message = [MSG.agreeToTerms, MSG.requiredFields].find((m) => messages.includes(m)) ?? messages[0];
  const details: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "_");
    details[key] = [...(details[key] ?? []), issue.message];
  }
  throw new AppError(400, "validation_failed", message ?? MSG.requiredFields, { fields: details });
}

/**
 * A visitor's application to an open posting, stored with its résumé under
 * files/career_applications. Within one transaction, under the address's lock: the hourly limit
 * of the address, the row and its audit entry; the file is written first and removed again if
 * the row is not stored.
 */
export async function applyToPosting(
  deps: { db: Kysely<DB>; dialect: Dialect; storage: FileStore },
  audit: AuditContext,
  careerId: string,
  form: ApplyForm,
): Promise<TApplicationReceipt> {
  const input = parseApplication(form.fields);
  const posting = await openPosting(deps.db, careerId);
  if (!posting) throw notFound(MSG.positionClosed);
  const now = nowIso();
  const resume = form.resume && {
    name: generateStoredName(form.resume.extension),
    original_name: form.resume.originalName,
    type: form.resume.mime,
    size: form.resume.size,
  };
  if (form.resume && resume)
    await deps.storage.writeFile(fileKey("career_applications", resume.name), form.resume.path);
  const row = {
    id: newId(),
    created_at: now,
    updated_at: now,
    career_id: posting.id,
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    phone: input.phone,
    position: posting.job_title,
    location: posting.location,
    cover_letter: input.cover_letter ?? null,
    resume: resume ? JSON.stringify(resume) : null,
    applied_at: now,
    status: "new",
    ip_address: audit.ip,
  };
  try {
    await deps.db.transaction().execute(async (trx) => {
      await lockAddress(trx, deps.dialect, audit.ip);
      if ((await applicationsSince(trx, audit.ip, Date.parse(now))) >= APPLICATIONS_PER_HOUR) {
        throw tooManyRequests(APPLICATION_MESSAGES.tooManyApplications);
      }
      await trx.insertInto("career_applications").values(row).execute();
      await writeAudit(trx, audit, {
        action: "CREATE",
        targetTable: "career_applications",
        targetId: row.id,
        description: `Received application from ${row.first_name} ${row.last_name} for ${posting.job_title}`,
        changes: { career_id: row.career_id, position: row.position, resume: resume?.original_name ?? null },
      });
    });
  } catch (error) {
    if (resume) await deps.storage.remove(fileKey("career_applications", resume.name));
    throw error;
  }
  return { id: row.id, status: "new" as const, applied_at: row.applied_at };
}

/** Applications per posting and status, for career administration (admin, ceo). */
export async function countApplications(db: Kysely<DB>, actor: Actor): Promise<TApplicationCount[]> {
  requireAccess(actor, "career_applications", "read");
  return (await applicationCounts(db)).map((row) => ({
    career_id: row.career_id,
    status: row.status,
    count: Number(row.count),
  }));
}
