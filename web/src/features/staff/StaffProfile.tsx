import { Badge, Divider, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatHours, LEAVE_TYPE_LABELS } from "@storeops/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DetailItem } from "../../components/DetailItem.tsx";
import { ScreenModal } from "../../components/ScreenModal.tsx";
import { formatBusinessDate, formatDollars, formatInstant } from "../../lib/format.ts";
import { optionLabel } from "../../lib/messages.ts";
import { fetchStaffProfile } from "./staff.api.ts";
import { type StaffMember, StaffStatus, Stars } from "./staff-list.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={5}>{title}</Title>
      {children}
    </Stack>
  );
}

/** View Profile: contact, employment, pay, leave history, reviews and time this month, from the server. */
export function StaffProfileModal({
  member,
  onClose,
  actions,
}: {
  member: StaffMember | null;
  onClose: () => void;
  actions: (member: StaffMember) => ReactNode;
}) {
  const { t } = useTranslation();
  const profile = useQuery({
    queryKey: ["staff", "profile", member?.id],
    queryFn: ({ signal }) => fetchStaffProfile(member?.id ?? "", signal),
    enabled: member !== null,
  });
  const data = profile.data;
  const s = data?.staff ?? member;
  const leaveLabel = (type: string) => LEAVE_TYPE_LABELS[type as keyof typeof LEAVE_TYPE_LABELS] ?? type;
  return (
    <ScreenModal
      opened={member !== null}
      onClose={onClose}
      title={t("staff.profile.title")}
      data-testid="staff-profile-modal"
    >
      {s && (
        <Stack gap="md">
          <Group justify="space-between" align="start">
            <Stack gap={2}>
              <Title order={3}>{s.name}</Title>
              <Text c="dimmed" size="sm">
                {s.position} · {s.department}
              </Text>
            </Stack>
            <Stack gap={4} align="end">
              <StaffStatus member={s} />
              <Stars performance={s.performance} />
            </Stack>
          </Group>
          <Section title={t("staff.profile.contact")}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DetailItem label={t("staff.fields.email")}>{s.email}</DetailItem>
              <DetailItem label={t("staff.fields.phone")}>{s.phone}</DetailItem>
              <DetailItem label={t("staff.fields.emergencyContact")}>{s.emergency_contact}</DetailItem>
              <DetailItem label={t("staff.fields.address")}>{s.address}</DetailItem>
            </SimpleGrid>
          </Section>
          <Section title={t("staff.profile.employment")}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DetailItem label={t("staff.fields.store")}>{s.store_name}</DetailItem>
              <DetailItem label={t("staff.fields.linkedUser")} testId="staff-linked-user">
                {s.linked_user ?? t("staff.fields.noLinkedUser")}
              </DetailItem>
              <DetailItem label={t("staff.fields.hireDate")}>{formatBusinessDate(s.hire_date)}</DetailItem>
              <DetailItem label={t("staff.fields.employmentType")}>
                {optionLabel(s.employment_type)}
              </DetailItem>
              <DetailItem label={t("staff.fields.skills")}>{(s.skills ?? []).join(", ") || null}</DetailItem>
            </SimpleGrid>
          </Section>
          <Section title={t("staff.profile.pay")}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DetailItem label={t("staff.fields.salaryType")}>
                {s.salary_type ? optionLabel(s.salary_type) : null}
              </DetailItem>
              {s.salary_type === "monthly" ? (
                <DetailItem label={t("staff.fields.monthlySalary")}>
                  {s.monthly_salary !== null ? formatDollars(s.monthly_salary) : null}
                </DetailItem>
              ) : (
                <DetailItem label={t("staff.fields.hourlyRate")}>
                  {s.hourly_rate !== null ? formatDollars(s.hourly_rate) : null}
                </DetailItem>
              )}
            </SimpleGrid>
          </Section>
          <Section title={t("staff.profile.time")}>
            <Text size="sm" data-testid="profile-time">
              {data
                ? t("staff.profile.timeLine", {
                    hours: formatHours(data.time_this_month.hours),
                    entries: data.time_this_month.entries,
                    from: formatBusinessDate(data.time_this_month.from),
                    to: formatBusinessDate(data.time_this_month.to),
                  })
                : "…"}
            </Text>
          </Section>
          <Section title={t("staff.profile.leaveHistory")}>
            {data && data.leaves.length === 0 && (
              <Text size="sm" c="dimmed">
                {t("staff.profile.noLeave")}
              </Text>
            )}
            {data?.leaves.map((leave) => (
              <Group key={leave.id} gap="xs" data-testid="profile-leave">
                <Badge variant="light">{leaveLabel(leave.leave_type)}</Badge>
                <Text size="sm">
                  {formatBusinessDate(leave.start_date)} – {formatBusinessDate(leave.end_date)}
                  {leave.reason ? ` · ${leave.reason}` : ""}
                  {leave.returned_at
                    ? ` · ${t("staff.profile.returned")} ${formatInstant(leave.returned_at)}`
                    : ""}
                </Text>
              </Group>
            ))}
          </Section>
          <Section title={t("staff.profile.reviews")}>
            {data && data.reviews.length === 0 && (
              <Text size="sm" c="dimmed">
                {t("staff.profile.noReviews")}
              </Text>
            )}
            {data?.reviews.map((review) => (
              <Stack key={review.id} gap={0} data-testid="profile-review">
                <Group gap="xs">
                  <Badge variant="light">{t(`staff.performance.${review.performance}`)}</Badge>
                  <Text size="xs" c="dimmed">
                    {formatInstant(review.created_at)}
                    {review.reviewer_name
                      ? ` · ${t("staff.profile.by", { name: review.reviewer_name })}`
                      : ""}
                  </Text>
                </Group>
                {review.note && <Text size="sm">{review.note}</Text>}
              </Stack>
            ))}
          </Section>
          <Divider />
          {actions(s)}
        </Stack>
      )}
    </ScreenModal>
  );
}
