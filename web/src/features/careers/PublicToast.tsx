import { Notification } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

export interface Toast {
  color: "green" | "red";
  message: string;
  detail?: string;
}

/**
 * The careers page's toast (4 s, spec 1 §8), drawn with the core Notification so the public page
 * does not load the signed-in app's notification system.
 */
export function PublicToast({
  toast,
  onClose,
  ms,
}: {
  toast: Toast | null;
  onClose: () => void;
  ms: number;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(onClose, ms);
    return () => window.clearTimeout(timer);
  }, [toast, onClose, ms]);
  if (!toast) return null;
  return (
    <div
      role={toast.color === "red" ? "alert" : "status"}
      style={{
        position: "fixed",
        top: 16,
        right: 16,
        left: 16,
        zIndex: 1000,
        display: "flex",
        justifyContent: "flex-end",
        pointerEvents: "none",
      }}
    >
      <Notification
        color={toast.color}
        title={toast.detail ? toast.message : undefined}
        onClose={onClose}
        closeButtonProps={{ "aria-label": t("careers.apply.dismiss") }}
        withBorder
        style={{ maxWidth: 420, width: "100%", pointerEvents: "auto" }}
        data-testid="careers-toast"
      >
        {toast.detail ?? toast.message}
      </Notification>
    </div>
  );
}
