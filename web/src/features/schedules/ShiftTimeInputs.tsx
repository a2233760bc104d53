import { TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * A shift's start and end on the store's clock (HH:MM), as the shift form and the templates
 * editor ask for them; `testId` names them `{testId}-start` and `{testId}-end`.
 */
export function ShiftTimeInputs({
  start,
  end,
  onChange,
  testId,
}: {
  start: string;
  end: string;
  onChange: (times: { start_time?: string; end_time?: string }) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        type="time"
        label={t("schedules.form.start")}
        value={start}
        onChange={(event) => onChange({ start_time: event.currentTarget.value })}
        required
        data-testid={`${testId}-start`}
      />
      <TextInput
        type="time"
        label={t("schedules.form.end")}
        value={end}
        onChange={(event) => onChange({ end_time: event.currentTarget.value })}
        required
        data-testid={`${testId}-end`}
      />
    </>
  );
}
