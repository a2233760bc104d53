import { DEFAULT_USER_POLICY_SETTINGS, passwordProblems } from "@storeops/domain";
import type { Kysely } from "kysely";
import type { DB } from "../../db/database.ts";
import { badRequest } from "../../errors.ts";
import { readSetting } from "../settings/settings.repository.ts";

/** Refuses a new password that breaks the saved password policy. */
export async function assertPasswordPolicy(db: Kysely<DB>, password: string): Promise<void> {
  const settings = await readSetting(db, "user_policy", DEFAULT_USER_POLICY_SETTINGS);
  const problems = passwordProblems(password, settings.password_policy);
  if (problems.length > 0) throw badRequest(problems.join(" "), { fields: { new_password: problems } });
}
