import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import type { DB } from "./database.ts";
import * as initial from "./migrations/001_initial.ts";
import * as attachments from "./migrations/002_attachments.ts";
import * as uniqueEmail from "./migrations/003_unique_email.ts";
import * as uniqueWageDate from "./migrations/004_unique_wage_date.ts";
import * as aggregates from "./migrations/005_aggregates.ts";
import * as searchIndex from "./migrations/006_search_index.ts";
import * as listIndexes from "./migrations/007_list_indexes.ts";
import * as labourMonths from "./migrations/008_labour_months.ts";
import * as staffHistory from "./migrations/010_staff_history.ts";
import * as twoFactor from "./migrations/011_two_factor_and_password_age.ts";
import * as auditChain from "./migrations/012_audit_chain.ts";
import * as careerPipeline from "./migrations/013_career_pipeline.ts";
import * as notifications from "./migrations/014_notifications.ts";
import * as apiRateWindows from "./migrations/015_api_rate_windows.ts";
import * as searchIndexSplit from "./migrations/016_search_index_split.ts";
import * as incomeMonthTotals from "./migrations/017_income_month_totals.ts";
import * as auditUserActionTotals from "./migrations/018_audit_user_action_totals.ts";
import * as searchDocsPartitions from "./migrations/019_search_docs_partitions.ts";
import * as dayTotalsCovering from "./migrations/020_day_totals_covering.ts";
import * as labourStoreTotals from "./migrations/021_labour_store_totals.ts";
import * as labourEmployeeMonths from "./migrations/022_labour_employee_months_index.ts";
import * as searchDocsStoreBody from "./migrations/023_search_docs_store_body.ts";
import * as categories from "./migrations/024_categories.ts";
import * as auditChainKey from "./migrations/025_audit_chain_key.ts";
import * as dailyIncomeOnePerDay from "./migrations/027_daily_income_one_per_day.ts";
import * as staffUserLink from "./migrations/028_staff_user_link.ts";
import * as searchKeyDays from "./migrations/029_search_key_days.ts";
import * as searchShortTerms from "./migrations/030_search_short_terms.ts";
import * as timeEntryBreaks from "./migrations/031_time_entry_breaks.ts";
import * as kiosk from "./migrations/032_kiosk.ts";
import * as cashUps from "./migrations/033_cash_ups.ts";
import * as idempotencyKeys from "./migrations/034_idempotency_keys.ts";
import * as notificationPreferences from "./migrations/035_notification_preferences.ts";
import * as approvals from "./migrations/036_approvals.ts";
import * as payrollRuns from "./migrations/037_payroll_runs.ts";
import * as budgets from "./migrations/038_budgets.ts";
import * as cashUpTotals from "./migrations/039_cash_up_totals.ts";
import * as duplicateBills from "./migrations/040_duplicate_bills.ts";
import * as savedViews from "./migrations/041_saved_views.ts";
import * as cashUpApprovals from "./migrations/042_cash_up_approvals.ts";
import * as imports from "./migrations/043_imports.ts";
import * as cashVarianceIndex from "./migrations/044_cash_variance_index.ts";
import * as searchFilters from "./migrations/045_search_filters.ts";
import * as schedules from "./migrations/046_schedules.ts";
import * as purchaseCategories from "./migrations/047_purchase_categories.ts";

const MIGRATIONS: Record<string, Migration> = {
  "001_initial": initial,
  "002_attachments": attachments,
  "003_unique_email": uniqueEmail,
  "004_unique_wage_date": uniqueWageDate,
  "005_aggregates": aggregates,
  "006_search_index": searchIndex,
  "007_list_indexes": listIndexes,
  "008_labour_months": labourMonths,
  "010_staff_history": staffHistory,
  "011_two_factor_and_password_age": twoFactor,
  "012_audit_chain": auditChain,
  "013_career_pipeline": careerPipeline,
  "014_notifications": notifications,
  "015_api_rate_windows": apiRateWindows,
  "016_search_index_split": searchIndexSplit,
  "017_income_month_totals": incomeMonthTotals,
  "018_audit_user_action_totals": auditUserActionTotals,
  "019_search_docs_partitions": searchDocsPartitions,
  "020_day_totals_covering": dayTotalsCovering,
  "021_labour_store_totals": labourStoreTotals,
  "022_labour_employee_months_index": labourEmployeeMonths,
  "023_search_docs_store_body": searchDocsStoreBody,
  "024_categories": categories,
  "025_audit_chain_key": auditChainKey,
  "027_daily_income_one_per_day": dailyIncomeOnePerDay,
  "028_staff_user_link": staffUserLink,
  "029_search_key_days": searchKeyDays,
  "030_search_short_terms": searchShortTerms,
  "031_time_entry_breaks": timeEntryBreaks,
  "032_kiosk": kiosk,
  "033_cash_ups": cashUps,
  "034_idempotency_keys": idempotencyKeys,
  "035_notification_preferences": notificationPreferences,
  "036_approvals": approvals,
  "037_payroll_runs": payrollRuns,
  "038_budgets": budgets,
  "039_cash_up_totals": cashUpTotals,
  "040_duplicate_bills": duplicateBills,
  "041_saved_views": savedViews,
  "042_cash_up_approvals": cashUpApprovals,
  "043_imports": imports,
  "044_cash_variance_index": cashVarianceIndex,
  "045_search_filters": searchFilters,
  "046_schedules": schedules,
  "047_purchase_categories": purchaseCategories,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema up to date; throws when a migration fails. */
export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  // Migrations written side by side may land out of number order (a 046 before a 045): each runs once, whatever the order.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
