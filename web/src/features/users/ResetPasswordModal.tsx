import { PASSWORD_MIN_LENGTH, resetPasswordError } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { PasswordFormModal } from "../../components/form/PasswordFormModal.tsx";
import { isApiError } from "../../lib/api.ts";
import { MSG } from "../../lib/messages.ts";
import { resetUserPassword, type User } from "./users.api.ts";

/** Reset Password (spec 3 §5): 8+ characters, both entries match, through the server. */
export function ResetPasswordModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <PasswordFormModal
      opened={user !== null}
      onClose={onClose}
      title={t("users.resetTitle")}
      intro={t("users.resetText", { name: user?.name ?? "" })}
      fields={[
        {
          name: "password",
          label: t("users.newPassword"),
          autoComplete: "new-password",
          testId: "reset-password",
        },
        {
          name: "confirm",
          label: t("users.confirmPassword"),
          autoComplete: "new-password",
          testId: "reset-confirm",
        },
      ]}
      check={({ password = "", confirm }) => {
        if (password !== confirm) return MSG.passwordsDoNotMatch;
        return password.length < PASSWORD_MIN_LENGTH ? MSG.passwordTooShort : null;
      }}
      submit={({ password = "" }) => (user ? resetUserPassword(user.id, password) : Promise.resolve())}
      success={t("users.resetDone", { name: user?.name ?? "" })}
      failureText={(caught) => resetPasswordError(isApiError(caught) ? caught.message : undefined)}
      submitLabel={t("users.actions.reset")}
      testId="reset-password-save"
    />
  );
}
