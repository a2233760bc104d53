import { Alert, Modal, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { HIRE_DEPARTMENTS, HIRE_POSITIONS } from "@storeops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../components/form/FormModal.tsx";
import { invalidateTable, useServerDate, useStores } from "../../components/list/queries.ts";
import { notifySuccess } from "../../components/notify.ts";
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
  const [storeId, setStoreId] = useState<string | null>(null);
  const [position, setPosition] = useState<string | null>(null);
  const [department, setDepartment] = useState<string | null>(null);
  const [hireDate, setHireDate] = useState<string>("");
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const date = hireDate || today.data || "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!storeId || !position || !department || !date) {
      setProblem(t("careersAdmin.hire.required"));
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      const staff = await hireApplicant(application.id, {
        store_id: storeId,
        position,
        department,
        hire_date: date,
      });
      notifySuccess(t("careersAdmin.hire.done", { name: staff.name }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: COUNTS_KEY }),
        invalidateTable(queryClient, "staff"),
      ]);
      onDone();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("careersAdmin.hire.intro", { email: application.email, phone: application.phone })}
        </Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t("careersAdmin.hire.store")}
            required
            searchable
            data={(stores.data ?? []).map((store) => ({ value: store.id, label: store.name }))}
            value={storeId}
            onChange={setStoreId}
            data-testid="hire-store"
          />
          <Select
            label={t("careersAdmin.hire.position")}
            required
            searchable
            data={[...HIRE_POSITIONS]}
            value={position}
            onChange={setPosition}
            data-testid="hire-position"
          />
          <Select
            label={t("careersAdmin.hire.department")}
            required
            data={[...HIRE_DEPARTMENTS]}
            value={department}
            onChange={setDepartment}
            data-testid="hire-department"
          />
          <TextInput
            label={t("careersAdmin.hire.date")}
            type="date"
            required
            value={date}
            onChange={(e) => setHireDate(e.currentTarget.value)}
            data-testid="hire-date"
          />
        </SimpleGrid>
        <FormActions
          onCancel={onDone}
          submitting={saving}
          submitLabel={t("careersAdmin.hire.submit")}
          testId="hire-submit"
        />
      </Stack>
    </form>
  );
}
