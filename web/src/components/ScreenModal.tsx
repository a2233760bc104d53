import { Modal, type ModalProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useIsPhone } from "../lib/useIsPhone.ts";

/** A modal that holds a screen's worth (details, a form, a panel): full screen on phones, its close button named. */
export function ScreenModal({ size = "lg", ...props }: ModalProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  return (
    <Modal closeButtonProps={{ "aria-label": t("kit.close") }} size={size} fullScreen={isPhone} {...props} />
  );
}
