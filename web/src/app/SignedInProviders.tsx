import "./styles/signed-in.css";
import "@mantine/notifications/styles.css";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import i18n from "../i18n/index.ts";
import { signedInEnglish } from "../i18n/signed-in-resources.ts";
import notificationClasses from "./notifications.module.css";

// The back office's texts come with the signed-in app, before any of its pages renders.
i18n.addResourceBundle("en", "translation", signedInEnglish, true, true);

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
