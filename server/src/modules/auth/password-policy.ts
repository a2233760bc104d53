import { DEFAULT_USER_POLICY_SETTINGS, passwordProblems } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { badRequest } from "../../errors.ts";
import { readSetting } from "../settings/settings-store.ts";

/**
 * Refuses (400) a password that breaks the saved password policy, naming every broken rule.
 * Every path where a user chooses a password calls it (change-password, first sign-in's too)
 * and the admin's reset. A password the admin gives on user create/update is a one-time
 * password the user must replace at first sign-in, where this check applies.
 * `field` names the body field in the error details.
 */
export async function assertPasswordPolicy(
  db: Kysely<DB>,
  password: string,
  field = "new_password",
): Promise<void> {
  const settings = await readSetting(db, "user_policy", DEFAULT_USER_POLICY_SETTINGS);
  const problems = passwordProblems(password, settings.password_policy);
  if (problems.length > 0) throw badRequest(problems.join(" "), { fields: { [field]: problems } });
}
