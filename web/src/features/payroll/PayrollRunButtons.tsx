import { Button, Group } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useWrite } from "../../components/useWrite.ts";
import { MSG } from "../../lib/messages.ts";
import { useOptionalUser } from "../../lib/session.tsx";
import { type PayrollRunView, runSteps } from "./payroll-runs.api.ts";

/** The run's buttons: create, approve, mark paid, reopen (admin), and its files. */
export function RunButtons({ run, onReopen }: { run: PayrollRunView; onReopen: () => void }) {
  const { t } = useTranslation();
  const role = useOptionalUser()?.role;
  const client = useQueryClient();
  const write = useWrite(() => client.invalidateQueries({ queryKey: ["payroll"] }));
  const r = (key: string) => t(`payroll.runs.${key}`);
  const id = run.id ?? "";
  const failure = MSG.errorSavingPayrollRun;
  return (
    <Group gap="xs" wrap="wrap">
      {run.id === null && (
        <Button
          loading={write.busy}
          onClick={() =>
            write.run(() => runSteps.create(run.store_id, run.period_start), {
              success: MSG.payrollRunCreated,
              failure,
            })
          }
          data-testid="create-run"
        >
          {r("create")}
        </Button>
      )}
      {run.allowed_actions.includes("approve") && (
        <Button
          loading={write.busy}
          onClick={() => write.run(() => runSteps.approve(id), { success: MSG.payrollRunApproved, failure })}
          data-testid="approve-run"
        >
          {r("approve")}
        </Button>
      )}
      {run.allowed_actions.includes("pay") && (
        <Button
          loading={write.busy}
          variant="light"
          onClick={() => write.run(() => runSteps.pay(id), { success: MSG.payrollRunPaid, failure })}
          data-testid="pay-run"
        >
          {r("markPaid")}
        </Button>
      )}
      {run.status === "approved" && role === "admin" && (
        <Button variant="default" onClick={onReopen} data-testid="reopen-run">
          {r("reopen")}
        </Button>
      )}
      {run.id !== null &&
        (["csv", "xlsx"] as const).map((format) => (
          <Button
            key={format}
            component="a"
            href={`/api/payroll-runs/${run.id}/export.${format}`}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            data-testid={`run-export-${format}`}
          >
            {format.toUpperCase()}
          </Button>
        ))}
    </Group>
  );
}
