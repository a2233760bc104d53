/** Spanish of the settings messages. */
import { type LocalizedMessage, localized, type Translation } from "../shared/translation.ts";
import {
  apiRateLimitExceeded,
  ipWhitelistExcludesCaller,
  type SETTINGS_MESSAGES,
  unknownSettingsSection,
} from "./messages.ts";

export const SETTINGS_MESSAGES_ES: Translation<typeof SETTINGS_MESSAGES> = {
  settingsNotPermitted: "No tiene permiso para cambiar esta configuración.",
};

export const SETTINGS_FUNCTIONS_ES: LocalizedMessage[] = [
  localized(unknownSettingsSection, (section) => `Sección de configuración desconocida: ${section}`),
  localized(
    apiRateLimitExceeded,
    (limit) => `Se superó el límite de ${limit} solicitudes por hora a la API. Inténtelo más tarde.`,
  ),
  localized(
    ipWhitelistExcludesCaller,
    (ip) =>
      `La lista de IP permitidas debe incluir su propia dirección (${ip}); si la guarda así, perdería el acceso.`,
  ),
].flat();
