import { Select, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { listRows } from "../../lib/rest.ts";
import { useUser } from "../../lib/session.tsx";
import type { StaffFormValues } from "./staff-form.ts";

/** Every user account, by name, for the admin's choice of the linked account. */
function useUserOptions(enabled: boolean) {
  return useQuery({
    queryKey: ["rest", "users", "link-options"],
    queryFn: ({ signal }) =>
      listRows<{ id: string; name: string; email: string }>(
        "users",
        new URLSearchParams({ select: "id,name,email", order: "name.asc", limit: "1000" }),
        signal,
      ),
    staleTime: 60_000,
    enabled,
  });
}

/**
 * The staff record's sign-in account (docs/decisions.md, Staff): the admin picks it, searchable
 * and optional; anyone else sees it read-only.
 */
export function LinkedUserField({ form }: { form: UseFormReturnType<StaffFormValues> }) {
  const { t } = useTranslation();
  const isAdmin = useUser().role === "admin";
  const users = useUserOptions(isAdmin);
  if (!isAdmin) {
    return (
      <TextInput
        label={t("staff.fields.linkedUser")}
        value={form.values.linked_user || t("staff.fields.noLinkedUser")}
        readOnly
        variant="filled"
        data-testid="field-user-fixed"
      />
    );
  }
  // No account is null to the select (so it offers no clear button), "" in the form's values.
  return (
    <Select
      label={t("staff.fields.linkedUser")}
      description={t("staff.fields.linkedUserHint")}
      placeholder={t("staff.fields.noLinkedUser")}
      data={(users.data?.rows ?? []).map((row) => ({ value: row.id, label: `${row.name} (${row.email})` }))}
      clearable
      searchable
      value={form.values.user_id || null}
      onChange={(value) => form.setFieldValue("user_id", value ?? "")}
      error={form.errors.user_id}
      data-testid="field-user_id"
    />
  );
}
