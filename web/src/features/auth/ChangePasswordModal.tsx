import { PROFILE_PASSWORD_MIN_LENGTH } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { PasswordFormModal } from "../../components/form/PasswordFormModal.tsx";
import { isApiError } from "../../lib/api.ts";
import { changePassword } from "../../lib/auth.api.ts";

/** Change Password through the server: the current password and the saved policy are checked there. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <PasswordFormModal
      opened={opened}
      onClose={onClose}
      title={t("profile.changePassword")}
      fields={[
        { name: "current", label: t("profile.currentPassword"), autoComplete: "current-password" },
        { name: "next", label: t("profile.newPassword"), autoComplete: "new-password" },
        { name: "confirm", label: t("profile.confirmPassword"), autoComplete: "new-password" },
      ]}
      check={({ next = "", confirm }) => {
        if (next !== confirm) return t("profile.mismatch");
        return next.length < PROFILE_PASSWORD_MIN_LENGTH ? t("profile.tooShort") : null;
      }}
      submit={({ current = "", next = "" }) =>
        changePassword({ current_password: current, new_password: next })
      }
      success={t("profile.passwordChanged")}
      failureText={(caught) => (isApiError(caught) ? caught.message : String(caught))}
      submitLabel={t("profile.changePassword")}
      testId="change-password-save"
    />
  );
}
