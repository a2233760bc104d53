import { Badge, Button, Card, Collapse, Group, Stack, Text, Title } from "@mantine/core";
import { requirementLines } from "@storeops/domain";
import { IconBriefcase, IconCalendar, IconCash, IconMapPin } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatBusinessDate, formatDollars } from "../../lib/format.ts";
import { optionLabel } from "../../lib/messages.ts";
import type { PublicPosting } from "./careers.api.ts";

export function employmentTypeLabel(type: string): string {
  return optionLabel(type);
}

/** The pay per hour: the range when the posting has one, else its salary text. */
export function payText(posting: PublicPosting, perHour: (range: { min: string; max: string }) => string) {
  const { salary_min: min, salary_max: max } = posting;
  if (min !== null && max !== null) return perHour({ min: formatDollars(min), max: formatDollars(max) });
  if (min !== null || max !== null)
    return perHour({ min: formatDollars(min ?? max ?? 0), max: formatDollars(max ?? min ?? 0) });
  return posting.salary;
}

function Fact({ icon: Icon, children }: { icon: typeof IconMapPin; children: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} aria-hidden style={{ flexShrink: 0, color: "var(--mantine-color-dimmed)" }} />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** One open position (spec 1 §2.7): the facts, a View Details toggle and Apply Now. */
export function PostingCard({ posting, onApply }: { posting: PublicPosting; onApply: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pay = payText(posting, (range) => t("careers.payRange", range));
  const requirements = requirementLines(posting.requirements ?? "");
  return (
    <Card withBorder radius="md" padding="lg" component="article" data-testid="posting-card">
      <Group justify="space-between" align="start" wrap="nowrap" gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {posting.job_title}
          </Title>
          <Text size="sm" c="dimmed">
            {[posting.department, optionLabel(posting.experience_level)].filter(Boolean).join(" · ")}
          </Text>
        </Stack>
        <Badge
          color="green"
          variant="dot"
          style={{ flexShrink: 0 }}
          styles={{ label: { overflow: "visible" } }}
        >
          {optionLabel("open")}
        </Badge>
      </Group>
      <Group gap="md" mt="sm">
        {posting.location && <Fact icon={IconMapPin}>{posting.location}</Fact>}
        <Fact icon={IconBriefcase}>{employmentTypeLabel(posting.employment_type)}</Fact>
        {pay && <Fact icon={IconCash}>{pay}</Fact>}
        <Fact icon={IconCalendar}>
          {t("careers.posted", {
            date: posting.posted_date ? formatBusinessDate(posting.posted_date) : t("careers.recently"),
          })}
        </Fact>
      </Group>
      <Text size="sm" mt="sm" lineClamp={open ? undefined : 2}>
        {posting.description}
      </Text>
      <Collapse expanded={open}>
        {requirements.length > 0 && (
          <Stack gap={4} mt="sm">
            <Text size="sm" fw={600}>
              {t("careers.requirements")}
            </Text>
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {requirements.map((line) => (
                <Text component="li" size="sm" key={line}>
                  {line}
                </Text>
              ))}
            </ul>
          </Stack>
        )}
      </Collapse>
      <Group mt="md" gap="xs">
        <Button variant="default" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
          {open ? t("careers.hideDetails") : t("careers.viewDetails")}
        </Button>
        <Button onClick={onApply} data-testid="apply-now">
          {t("careers.applyNow")}
        </Button>
      </Group>
    </Card>
  );
}
