import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { MSG, ROLES, type Role, TEXT_LIMIT, USER_STATUSES, USER_TIMEZONES } from "@storeops/domain";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useStores } from "../../components/list/queries.ts";
import { apiFieldErrors } from "../../components/notify.ts";
import { isApiError } from "../../lib/api.ts";
import { createRow, updateRow } from "../../lib/rest.ts";
import type { User } from "./users.api.ts";

interface Values {
  name: string;
  email: string;
  phone: string;
  role: Role;
  department: string;
  job_title: string;
  location: string;
  timezone: string;
  status: string;
  notes: string;
  password: string;
  stores: string[];
}

const usesAssigned = (role: Role) => role === "staff" || role === "accounting";
const usesStores = (role: Role) => usesAssigned(role) || role === "store_manager";

const valuesOf = (user: User | null): Values => ({
  name: user?.name ?? "",
  email: user?.email ?? "",
  phone: user?.phone ?? "",
  role: user?.role ?? "staff",
  department: user?.department ?? "",
  job_title: user?.job_title ?? "",
  location: user?.location ?? "",
  timezone: user?.timezone ?? "UTC",
  status: user?.status ?? "active",
  notes: user?.notes ?? "",
  password: "",
  stores: user ? (user.role === "store_manager" ? user.managed_stores : user.assigned_stores) : [],
});

/** Spec 3 §5: assigned stores only for staff and accounting, managed stores only for managers. */
function payload(values: Values) {
  const { stores, password, ...rest } = values;
  return {
    ...rest,
    assigned_stores: usesAssigned(values.role) ? stores : [],
    managed_stores: values.role === "store_manager" ? stores : [],
    ...(password ? { password } : {}),
  };
}

/** Add or edit a user; a new user without a typed password gets a one-time password from the server. */
export function UserFormModal(props: {
  opened: boolean;
  user: User | null;
  onClose: () => void;
  onSaved: (user: User, isNew: boolean) => void;
}) {
  const { t } = useTranslation();
  const stores = useStores(props.opened);
  const [values, setValues] = useState<Values>(valuesOf(props.user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const isNew = props.user === null;
  useEffect(() => {
    if (props.opened) {
      setValues(valuesOf(props.user));
      setErrors({});
      setError(null);
    }
  }, [props.opened, props.user]);
  const set = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const body = payload(values);
      const saved = props.user
        ? await updateRow<User>("users", props.user.id, body)
        : await createRow<User>("users", body);
      props.onSaved(saved, isNew);
    } catch (caught) {
      setErrors(apiFieldErrors(caught));
      setError(isApiError(caught) && caught.status !== 500 ? caught.message : MSG.userSaveError);
    } finally {
      setSaving(false);
    }
  };
  const text = (
    key: "name" | "email" | "phone" | "department" | "job_title" | "location",
    required = false,
  ) => (
    <TextInput
      label={t(`users.fields.${key}`)}
      required={required}
      type={key === "email" ? "email" : "text"}
      value={values[key]}
      error={errors[key]}
      onChange={(event) => set({ [key]: event.currentTarget.value })}
      data-testid={`user-${key}`}
    />
  );
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={isNew ? t("users.addTitle") : t("users.editTitle")}
      size="lg"
      centered
    >
      <form onSubmit={(event) => void submit(event)}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text("name", true)}
            {text("email", true)}
            {text("phone", true)}
            <Select
              label={t("users.fields.role")}
              required
              allowDeselect={false}
              data={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
              value={values.role}
              // Changing the role clears the store choice (spec 3 §5).
              onChange={(role) => role && set({ role: role as Role, stores: [] })}
              data-testid="user-role"
            />
            {text("department")}
            {text("job_title")}
            {text("location")}
            <Select
              label={t("users.fields.timezone")}
              allowDeselect={false}
              data={[...USER_TIMEZONES]}
              value={values.timezone}
              onChange={(timezone) => timezone && set({ timezone })}
            />
            <Select
              label={t("users.fields.status")}
              allowDeselect={false}
              data={USER_STATUSES.map((status) => ({ value: status, label: t(`users.statuses.${status}`) }))}
              value={values.status}
              onChange={(status) => status && set({ status })}
            />
            <PasswordInput
              label={t("users.fields.password")}
              description={isNew ? t("users.passwordNewHelp") : t("users.passwordEditHelp")}
              autoComplete="new-password"
              value={values.password}
              error={errors.password}
              onChange={(event) => set({ password: event.currentTarget.value })}
            />
          </SimpleGrid>
          {usesStores(values.role) && (
            <MultiSelect
              label={values.role === "store_manager" ? t("users.managedStores") : t("users.assignedStores")}
              data={(stores.data ?? []).map((store) => ({
                value: store.id,
                label: `${store.code} - ${store.name}`,
              }))}
              value={values.stores}
              onChange={(ids) => set({ stores: ids })}
              searchable
              data-testid="user-stores"
            />
          )}
          <Textarea
            label={t("users.fields.notes")}
            maxLength={TEXT_LIMIT}
            description={`${values.notes.length}/${TEXT_LIMIT}`}
            value={values.notes}
            onChange={(event) => set({ notes: event.currentTarget.value })}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t("users.cancel")}
            </Button>
            <Button type="submit" loading={saving} data-testid="user-submit">
              {isNew ? t("users.create") : t("users.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
