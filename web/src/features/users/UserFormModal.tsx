import { Modal, MultiSelect, PasswordInput, Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { ROLES, type Role, TEXT_LIMIT, USER_STATUSES, USER_TIMEZONES } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { FormAlert, FormBody } from "../../components/form/FormModal.tsx";
import { useSubmitForm } from "../../components/form/useSubmitForm.ts";
import { useStores } from "../../components/list/queries.ts";
import { isApiError } from "../../lib/api.ts";
import { MSG } from "../../lib/messages.ts";
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
  [key: string]: unknown;
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

interface UserFormProps {
  opened: boolean;
  user: User | null;
  onClose: () => void;
  onSaved: (user: User, isNew: boolean) => void;
}

/** Add or edit a user; a new user without a typed password gets a one-time password from the server. */
export function UserFormModal(props: UserFormProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.user === null ? t("users.addTitle") : t("users.editTitle")}
      size="lg"
      centered
    >
      {props.opened && <UserForm key={props.user?.id ?? "new"} {...props} />}
    </Modal>
  );
}

function UserForm(props: UserFormProps) {
  const { t } = useTranslation();
  const stores = useStores(props.opened);
  const isNew = props.user === null;
  const action = useSubmitForm({
    initialValues: valuesOf(props.user),
    submit: (values) =>
      props.user
        ? updateRow<User>("users", props.user.id, payload(values))
        : createRow<User>("users", payload(values)),
    failureAlert: (caught) =>
      isApiError(caught) && caught.status !== 500 ? caught.message : MSG.userSaveError,
    onSuccess: (saved) => props.onSaved(saved, isNew),
  });
  const { form } = action;
  const values = form.values;
  const set = (patch: Partial<Values>) => form.setValues(patch);
  const text = (
    key: "name" | "email" | "phone" | "department" | "job_title" | "location",
    required = false,
  ) => (
    <TextInput
      label={t(`users.fields.${key}`)}
      required={required}
      type={key === "email" ? "email" : "text"}
      {...form.getInputProps(key)}
      data-testid={`user-${key}`}
    />
  );
  return (
    <FormBody
      action={action}
      onCancel={props.onClose}
      submitLabel={isNew ? t("users.create") : t("users.save")}
      testId="user-submit"
      browserChecks
    >
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
          {...form.getInputProps("password")}
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
      <FormAlert action={action} />
    </FormBody>
  );
}
