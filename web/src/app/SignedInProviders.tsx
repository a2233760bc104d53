import "./styles/signed-in.css";
import "@mantine/notifications/styles.css";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { addSignedInTexts } from "../i18n/index.ts";
import { signedInSpanish } from "../i18n/signed-in-resources.es.ts";
import { signedInEnglish } from "../i18n/signed-in-resources.ts";
import notificationClasses from "./notifications.module.css";

// The back office's texts, in every language, come with the signed-in app before any of its pages renders.
addSignedInTexts({ en: signedInEnglish, es: signedInSpanish });

/**
 * Toasts and the confirm and reason dialogs (components/dialogs.tsx) open only in the signed-in
 * app, so they load with it: the public pages never download them.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  return (
    <>
      <Notifications position="top-right" classNames={notificationClasses} />
      <ModalsProvider>{children}</ModalsProvider>
    </>
  );
}
