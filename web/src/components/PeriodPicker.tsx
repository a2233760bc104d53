import { Select, Stack, Text } from "@mantine/core";
import { FIGURE_PERIODS, type FigurePeriod, type TFigurePeriodRange } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { formatBusinessDate } from "../lib/format.ts";

/** "Nov 1, 2026 – Nov 24, 2026": the days a period's figures cover. */
export function periodDates(range: Pick<TFigurePeriodRange, "from" | "to">): string {
  return `${formatBusinessDate(range.from)} – ${formatBusinessDate(range.to)}`;
}

/**
 * The period picker of the dashboards and the Stores page (docs/decisions.md, Dashboard): this
 * month, last month, this quarter, this year, last 12 months; under it the days the figures on
 * screen cover, as the server answered them.
 */
export function PeriodPicker({
  value,
  onChange,
  range,
  testId = "period-picker",
}: {
  value: FigurePeriod;
  onChange: (period: FigurePeriod) => void;
  /** The period of the figures on screen (the answer's); none while they load. */
  range?: TFigurePeriodRange | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    // Full width under the title on a phone; beside it, at the header's right, from sm up.
    <Stack gap={2} w={{ base: "100%", sm: 240 }}>
      <Select
        label={t("kit.period.label")}
        data={FIGURE_PERIODS.map((key) => ({ value: key, label: t(`kit.period.options.${key}`) }))}
        value={value}
        onChange={(next) => next && onChange(next as FigurePeriod)}
        allowDeselect={false}
        w="100%"
        size="sm"
        data-testid={testId}
      />
      {range && (
        <Text size="xs" c="dimmed" ta={{ base: "left", sm: "right" }} data-testid={`${testId}-dates`}>
          {periodDates(range)}
        </Text>
      )}
    </Stack>
  );
}
