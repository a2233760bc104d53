import {
  APPLICATION_MESSAGES,
  DEFAULT_EMPLOYMENT_TYPE,
  DEFAULT_HOURS_PER_WEEK,
  hireEmailTaken,
  mayTakeAction,
  reachesStore,
  staffMessages,
  type TCareerHire,
} from "@storeops/domain";
import type { FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import type { Actor } from "../../access/actor.ts";
import { deniedError, requireAccess } from "../../access/permissions.ts";
import { writeAudit } from "../../audit/audit.ts";
import type { DB } from "../../db/database.ts";
import { AppError, badRequest, conflict, notFound } from "../../errors.ts";
import { newId, nowIso } from "../../ids.ts";
import { presentRecords } from "../../rest/read.service.ts";
import { sendStoredFile } from "../files/file-serving.ts";
import { type FileStore, fileKey, isStoredName } from "../files/file-store.ts";
import { writeActivity } from "../settings/activity-audit.ts";
import {
  findApplication,
  findPosting,
  findStore,
  holderOfEmail,
  insertStaff,
  markHired,
} from "./career-applications.repository.ts";

interface StoredResume {
  name: string;
  original_name: string;
}

function storedResume(text: string | null): StoredResume | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<StoredResume>;
    if (typeof value.name === "string" && isStoredName(value.name)) {
      return { name: value.name, original_name: value.original_name ?? value.name };
    }
  } catch {
    // A résumé marker that is not ours (seeded rows carry none) has no file.
  }
  return undefined;
}

/** The applicant's résumé as a download, for those who read applications (admin, ceo). */
export async function sendResume(
  deps: { db: Kysely<DB>; storage: FileStore },
  actor: Actor,
  id: string,
  reply: FastifyReply,
) {
  requireAccess(actor, "career_applications", "read");
  const application = await findApplication(deps.db, id);
  if (!application) throw notFound();
  const resume = storedResume(application.resume);
  if (!resume) throw notFound(APPLICATION_MESSAGES.noResume);
  const file = await deps.storage.read(fileKey("career_applications", resume.name));
  // A file leaving the system is recorded whatever the "Audit logging" setting (docs/decisions.md, Audit logs).
  if (file)
    await writeActivity(deps.db, actor.audit, {
      action: "EXPORT",
      targetTable: "career_applications",
      targetId: application.id,
      description: `Downloaded the résumé of ${application.first_name} ${application.last_name}`,
    });
  return sendStoredFile(reply, file, { name: resume.original_name, download: true });
}

/**
 * Hire (admin): in one transaction the staff record from the applicant's details and the chosen
 * store, position, department and hire date, with its audit entry, and the application marked
 * hired with its own. A second hire, or one from `rejected`, is a 409.
 */
export async function hireApplicant(deps: { db: Kysely<DB> }, actor: Actor, id: string, input: TCareerHire) {
  requireAccess(actor, "career_applications", "read");
  if (!mayTakeAction(actor.user.role, "career_applications", "hire"))
    throw deniedError(actor, "career_applications", "update");
  const staffId = await deps.db.transaction().execute(async (trx) => {
    const application = await findApplication(trx, id);
    if (!application) throw notFound();
    if (application.status === "hired") {
      throw new AppError(409, "invalid_transition", APPLICATION_MESSAGES.alreadyHired);
    }
    const store = await findStore(trx, input.store_id);
    if (!store || !reachesStore(actor.scope, store.id)) throw badRequest(APPLICATION_MESSAGES.chooseOwnStore);
    const posting = application.career_id ? await findPosting(trx, application.career_id) : undefined;
    const now = nowIso();
    const name = `${application.first_name} ${application.last_name}`.trim();
    const email = input.email || application.email;
    const staff = {
      id: newId(),
      created_at: now,
      updated_at: now,
      store_id: store.id,
      name,
      email,
      phone: application.phone,
      position: input.position,
      department: input.department,
      employment_type: posting?.employment_type ?? DEFAULT_EMPLOYMENT_TYPE,
      hire_date: input.hire_date,
      hours_per_week: DEFAULT_HOURS_PER_WEEK,
      status: "active",
      notes: `Hired from the application for ${application.position ?? "a posted position"}.`,
    };
    if (!(await markHired(trx, application.id, staff.id, now))) {
      throw new AppError(409, "invalid_transition", APPLICATION_MESSAGES.notHireable);
    }
    const holder = await holderOfEmail(trx, email);
    if (holder) throw conflict(hireEmailTaken(email, holder));
    await insertStaff(trx, staff);
    await writeAudit(trx, actor.audit, {
      action: "CREATE",
      targetTable: "staff",
      targetId: staff.id,
      description: staffMessages.addedAudit(name),
      changes: { ...staff, application_id: application.id },
    });
    await writeAudit(trx, actor.audit, {
      action: "UPDATE",
      targetTable: "career_applications",
      targetId: application.id,
      description: `Hired ${name} from the application for ${application.position ?? "a posting"} into ${store.name}`,
      changes: {
        status: { before: application.status, after: "hired" },
        staff_id: { before: application.staff_id, after: staff.id },
      },
    });
    return staff.id;
  });
  const [record] = await presentRecords(deps, actor, "staff", [staffId]);
  if (!record) throw conflict(APPLICATION_MESSAGES.hiredStaffUnreadable);
  return record;
}
