// First: the back office's messages, before any module below reads them at its top level.
import "../lib/back-office-messages.ts";
import "./styles/signed-in.css";
import "@mantine/notifications/styles.css";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import notificationClasses from "./notifications.module.css";

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
