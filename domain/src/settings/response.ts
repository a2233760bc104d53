/** GET and PUT /api/settings: the sections the caller may read (docs/decisions.md, Settings). */
import { z } from "zod";
import { ZAppSettings, ZPrivacySettings, ZUserPolicySettings } from "../schemas/settings.ts";

export const ZSettingsAnswer = z
  .object({
    general: ZAppSettings.shape.general.optional(),
    notifications: ZAppSettings.shape.notifications.optional(),
    privacy: ZPrivacySettings.optional(),
    security: ZAppSettings.shape.security.optional(),
    integrations: ZAppSettings.shape.integrations.optional(),
    system: ZAppSettings.shape.system.optional(),
    user_policy: ZUserPolicySettings.optional(),
  })
  .describe(
    "The caller's own general, notifications and privacy settings, plus the organisation-wide sections their role reads: security (admin, accounting, staff), integrations (admin, accounting), system and user_policy (admin).",
  );
export type TSettingsAnswer = z.infer<typeof ZSettingsAnswer>;
