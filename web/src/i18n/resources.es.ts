import { localizeMessage, MSG_ES, optionLabelEs } from "@storeops/domain";
import { kitTextEs } from "../components/kit.es.ts";
import { authTextEs } from "../features/auth/auth.es.ts";
import { careersTextEs } from "../features/careers/careers.es.ts";
import { attachmentsTextEs } from "../features/files/attachments.es.ts";
import { es } from "./es.ts";
import { landingTextEs } from "./landing.es.ts";
import { notFoundTextEs } from "./not-found.es.ts";
import { mergeParts } from "./resources.ts";
import { appTextEs } from "./shell.es.ts";

/**
 * The Spanish of every public part (resources.ts), in the same order, each beside its English.
 * Loaded only when Spanish is chosen (index.ts setLanguage), so an English visitor never downloads it.
 */
export const PUBLIC_SPANISH_PARTS = [
  es,
  appTextEs,
  authTextEs,
  careersTextEs,
  landingTextEs,
  notFoundTextEs,
  { kit: kitTextEs },
  { attachments: attachmentsTextEs },
] as const;

export const publicSpanish = mergeParts(PUBLIC_SPANISH_PARTS);

/** The domain's Spanish messages and labels, in this chunk too (lib/messages.ts). */
export const spanishMessages = { MSG_ES, localizeMessage, optionLabelEs };
