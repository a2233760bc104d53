// The back office's messages, registered as this module is evaluated (lib/messages.ts, PUBLIC_MSG).
// Imported first by the signed-in app and the kiosk: the modules they import after it read MSG at
// their top level (record-messages.ts, the features' *.i18n.ts), so it must be complete by then.
import { MSG } from "@storeops/domain";
import { addBackOfficeMessages } from "./messages.ts";

addBackOfficeMessages(MSG);
