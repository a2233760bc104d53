import { Modal, Select, SimpleGrid, Text } from "@mantine/core";
import { HIRE_DEPARTMENTS, HIRE_POSITIONS } from "@storeops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DateField } from "../../components/form/DateField.tsx";
import { FormAlert, FormBody } from "../../components/form/FormModal.tsx";
import { FormProblem, useSubmitForm } from "../../components/form/useSubmitForm.ts";
import { invalidateTable, useServerDate, useStores } from "../../components/list/queries.ts";
import { APPLICATIONS_KEY, type Application, COUNTS_KEY, hireApplicant } from "./career-applications.api.ts";

/** Hire: the admin picks the store, position, department and hire date; one call makes the staff record. */
export function HireModal({
  application,
  onClose,
}: {
  application: Application | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={application !== null}
      onClose={onClose}
      title={
        application
          ? t("careersAdmin.hire.title", { name: `${application.first_name} ${application.last_name}` })
          : ""
      }
      closeButtonProps={{ "aria-label": t("kit.close") }}
      data-testid="hire-modal"
    >
      {application && <HireForm key={application.id} application={application} onDone={onClose} />}
    </Modal>
  );
}

function HireForm({ application, onDone }: { application: Application; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stores = useStores();
  const today = useServerDate();
  const action = useSubmitForm({
    initialValues: { store_id: null, position: null, department: null, hire_date: "" } as HireValues,
    submit: async (values) => {
      const date = values.hire_date || today.data || "";
      const { store_id, position, department } = values;
      if (!store_id || !position || !department || !date)
        throw new FormProblem(t("careersAdmin.hire.required"));
      return hireApplicant(application.id, { store_id, position, department, hire_date: date });
    },
    success: (staff) => t("careersAdmin.hire.done", { name: staff.name }),
    failureAlert: (error) => (error instanceof Error ? error.message : String(error)),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: COUNTS_KEY }),
        invalidateTable(queryClient, "staff"),
      ]);
      onDone();
    },
  });
  const { form } = action;
  const select = (name: keyof HireValues) => form.getInputProps(name);

  return (
    <FormBody
      action={action}
      onCancel={onDone}
      submitLabel={t("careersAdmin.hire.submit")}
      testId="hire-submit"
      gap="sm"
    >
      <Text size="sm" c="dimmed">
        {t("careersAdmin.hire.intro", { email: application.email, phone: application.phone })}
      </Text>
      <FormAlert action={action} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t("careersAdmin.hire.store")}
          required
          searchable
          data={(stores.data ?? []).map((store) => ({ value: store.id, label: store.name }))}
          {...select("store_id")}
          data-testid="hire-store"
        />
        <Select
          label={t("careersAdmin.hire.position")}
          required
          searchable
          data={[...HIRE_POSITIONS]}
          {...select("position")}
          data-testid="hire-position"
        />
        <Select
          label={t("careersAdmin.hire.department")}
          required
          data={[...HIRE_DEPARTMENTS]}
          {...select("department")}
          data-testid="hire-department"
        />
        <DateField
          label={t("careersAdmin.hire.date")}
          required
          {...select("hire_date")}
          value={form.values.hire_date || today.data || ""}
          data-testid="hire-date"
        />
      </SimpleGrid>
    </FormBody>
  );
}

type HireValues = {
  store_id: string | null;
  position: string | null;
  department: string | null;
  hire_date: string;
};
