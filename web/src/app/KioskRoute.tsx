// First: the back office's messages, before the kiosk's modules read them at their top level.
import "../lib/back-office-messages.ts";
import { KioskPage } from "../features/kiosk/KioskPage.tsx";
import { SignedInProviders } from "./SignedInProviders.tsx";

/** /kiosk: no one is signed in, but the kiosk uses the back office's texts, toasts and styles. */
export default function KioskRoute() {
  return (
    <SignedInProviders>
      <KioskPage />
    </SignedInProviders>
  );
}
