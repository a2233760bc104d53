import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { MAX_FILES_PER_UPLOAD, SETTINGS_BOUNDS } from "@storeops/domain";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/database.ts";
import { approvalsRoutes } from "./modules/approvals/approvals.routes.ts";
import { auditAnchorPlugin } from "./modules/audit-logs/audit-anchor.ts";
import { auditRoutes } from "./modules/audit-logs/audit-logs.routes.ts";
import { auditRetentionPlugin } from "./modules/audit-logs/audit-retention.ts";
import { authPlugin } from "./modules/auth/auth.plugin.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { budgetsRoutes } from "./modules/budgets/budgets.routes.ts";
import { careerApplicationRoutes } from "./modules/career-applications/career-applications.routes.ts";
import { careerRoutes } from "./modules/careers/careers.routes.ts";
import { cashUpsRoutes } from "./modules/cash-ups/cash-ups.routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { documentationRoutes } from "./modules/documentation/documentation.routes.ts";
import { documentRoutes } from "./modules/documents/documents.routes.ts";
import { expenseRoutes } from "./modules/expenses/expenses.routes.ts";
import { exportRoutes } from "./modules/export/export.routes.ts";
import { createFileStore } from "./modules/files/configured-file-store.ts";
import type { FileStore } from "./modules/files/file-store.ts";
import { fileRoutes } from "./modules/files/files.routes.ts";
import { tempFilesCleanupPlugin } from "./modules/files/temp-files.cleanup.ts";
import { importsPlugin } from "./modules/imports/imports.plugin.ts";
import { importRoutes } from "./modules/imports/imports.routes.ts";
import { kioskRoutes } from "./modules/kiosk/kiosk.routes.ts";
import { notificationsPlugin } from "./modules/notifications/notifications.plugin.ts";
import { notificationRoutes } from "./modules/notifications/notifications.routes.ts";
import { payrollRoutes } from "./modules/payroll/payroll.routes.ts";
import { checkPayrollReady } from "./modules/payroll/payroll-ready.ts";
import { purchaseRoutes } from "./modules/purchases/purchases.routes.ts";
import { monthEndRoutes } from "./modules/reports/month-end.routes.ts";
import { reportsRoutes } from "./modules/reports/reports.routes.ts";
import { scheduleRoutes } from "./modules/schedules/schedules.routes.ts";
import { shiftSwapRoutes } from "./modules/schedules/swaps.routes.ts";
import { searchRoutes } from "./modules/search/search.routes.ts";
import { settingsRoutes } from "./modules/settings/settings.routes.ts";
import { staffRoutes } from "./modules/staff/staff.routes.ts";
import { storeRoutes } from "./modules/stores/stores.routes.ts";
import { healthRoutes, serverDateRoutes } from "./modules/system/system.routes.ts";
import { TABLE_MODULES } from "./modules/table-modules.ts";
import { timeRoutes } from "./modules/time-entries/time.routes.ts";
import { userRoutes } from "./modules/users/users.routes.ts";
import { vendorRoutes } from "./modules/vendors/vendors.routes.ts";
import { autoBackupPlugin } from "./ops/auto-backup.ts";
import { admissionPlugin } from "./plugins/admission.ts";
import { bodyTimeoutPlugin } from "./plugins/body-timeout.ts";
import { compressionPlugin } from "./plugins/compression.ts";
import { dbPlugin } from "./plugins/db.ts";
import { debugModePlugin } from "./plugins/debug-mode.ts";
import { errorsPlugin, frameworkErrors } from "./plugins/errors.ts";
import { idempotencyPlugin } from "./plugins/idempotency.ts";
import { inputGuardsPlugin } from "./plugins/input-guards.ts";
import { languagePlugin } from "./plugins/language.ts";
import { maintenancePlugin } from "./plugins/maintenance.ts";
import { originPlugin } from "./plugins/origin.ts";
import { rateLimitPlugin } from "./plugins/rate-limit.ts";
import { type Readiness, readinessPlugin } from "./plugins/readiness.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { serializerCompiler } from "./plugins/serializer.ts";
import { webPlugin } from "./plugins/web.ts";
import { registerTableModules } from "./rest/registry.ts";
import { dataRoutes } from "./rest/rest.routes.ts";
import { DEMO_ACCOUNTS } from "./seed/demo.ts";
import { trustProxyOption } from "./trust-proxy.ts";

export interface BuildOptions {
  config: AppConfig;
  database: Database;
  logger?: boolean;
  /** Shared with main.ts, which marks it ready once the database is prepared; ready by default. */
  readiness?: Readiness;
  /** The store of uploaded files; by default the one the configuration names. */
  files?: FileStore;
}

/** External plugins → app plugins → routes (the fastify/demo layering). */
export async function buildApp({
  config,
  database,
  logger = true,
  readiness = { ready: true },
  files,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Node's cap on receiving any request; body-timeout.ts holds each route to its own, shorter one.
    requestTimeout: config.timeouts.uploadMs + 60_000,
    requestIdHeader: "x-request-id",
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(languagePlugin);
  await app.register(bodyTimeoutPlugin, config.timeouts);
  await app.register(admissionPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(cookie);
  // Hard ceiling; the settings' maximum file size is applied per upload.
  await app.register(multipart, {
    limits: {
      fileSize: SETTINGS_BOUNDS.maxFileSizeMb.max * 1024 * 1024,
      files: MAX_FILES_PER_UPLOAD,
      fields: 20,
      parts: 30,
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: "StoreOps back office API", version: "0.1.0" },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  await app.register(readinessPlugin, { readiness });
  await app.register(dbPlugin, { database, config });
  await app.register(errorsPlugin);
  await app.register(debugModePlugin, { configuredLevel: config.logLevel });
  await app.register(inputGuardsPlugin);
  await app.register(originPlugin);
  await app.register(authPlugin);
  // After auth, which names the caller a key belongs to.
  await app.register(idempotencyPlugin);
  await app.register(maintenancePlugin);
  await app.register(rateLimitPlugin);

  const storage = files ?? (await createFileStore(config));
  // A store the app made is the app's to close; one handed in belongs to the caller.
  if (!files) app.addHook("onClose", async () => storage.close());
  await app.register(healthRoutes, { prefix: "/api", storage });
  await app.register(authRoutes, { prefix: "/api/auth/v1", demoAccounts: [...DEMO_ACCOUNTS] });
  await app.register(searchRoutes, { prefix: "/api" });
  await app.register(settingsRoutes, { prefix: "/api" });
  await app.register(notificationRoutes, { prefix: "/api" });
  await app.register(dashboardRoutes, { prefix: "/api" });
  await app.register(reportsRoutes, { prefix: "/api" });
  await app.register(monthEndRoutes, { prefix: "/api" });
  await app.register(purchaseRoutes, { prefix: "/api" });
  await app.register(approvalsRoutes, { prefix: "/api" });
  await app.register(expenseRoutes, { prefix: "/api" });
  await app.register(payrollRoutes, { prefix: "/api" });
  await app.register(timeRoutes, { prefix: "/api" });
  await app.register(kioskRoutes, { prefix: "/api" });
  await app.register(cashUpsRoutes, { prefix: "/api" });
  await app.register(budgetsRoutes, { prefix: "/api" });
  await app.register(scheduleRoutes, { prefix: "/api" });
  await app.register(shiftSwapRoutes, { prefix: "/api" });
  await app.register(storeRoutes, { prefix: "/api" });
  await app.register(staffRoutes, { prefix: "/api" });
  await app.register(vendorRoutes, { prefix: "/api" });
  await app.register(userRoutes, { prefix: "/api" });
  await app.register(serverDateRoutes, { prefix: "/api/rest/v1" });
  await app.register(tempFilesCleanupPlugin, { storage });
  await app.register(fileRoutes, { prefix: "/api/rest/v1", storage });
  await app.register(documentRoutes, { prefix: "/api", storage });
  await app.register(careerRoutes, { prefix: "/api", storage });
  await app.register(careerApplicationRoutes, { prefix: "/api", storage });
  registerTableModules(TABLE_MODULES);
  await app.register(dataRoutes, { prefix: "/api/rest/v1" });
  await app.register(exportRoutes, { prefix: "/api" });
  await app.register(importRoutes, { prefix: "/api", storage });
  await app.register(importsPlugin, { storage });
  await app.register(auditRoutes, { prefix: "/api" });
  await app.register(documentationRoutes, { prefix: "/api" });
  await app.register(auditRetentionPlugin);
  await app.register(auditAnchorPlugin);
  await app.register(autoBackupPlugin, { config, files: storage });
  // Email through SMTP_URL; the takings and payroll checks and the daily digest run on timers except under test.
  await app.register(notificationsPlugin, {
    config,
    timers: !process.env.VITEST,
    checks: [{ name: "payroll period check", run: checkPayrollReady }],
  });

  await app.register(webPlugin, { root: config.webDist });
  return app;
}
