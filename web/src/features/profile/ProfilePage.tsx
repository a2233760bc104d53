import { Avatar, Card, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader.tsx";
import { initials } from "../../lib/format.ts";
import { useUser } from "../../lib/session.tsx";

const FIELDS = ["email", "phone", "department", "job_title", "location", "timezone"] as const;

/** The signed-in user's profile as the server holds it (editing comes with the profile issue). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <Stack gap="md">
      <PageHeader title={t("nav.profile")} />
      <Card withBorder radius="md" padding="lg">
        <Group mb="md">
          <Avatar size="lg" color="blue" radius="xl" src={user.profile_image_url || null} alt={user.name}>
            {initials(user.name)}
          </Avatar>
          <div>
            <Title order={2} size="h4">
              {user.name}
            </Title>
            <Text c="dimmed" size="sm">
              {t(`roles.${user.role}`)}
            </Text>
          </div>
        </Group>
        <Table variant="vertical">
          <Table.Tbody>
            {FIELDS.map((field) => (
              <Table.Tr key={field}>
                <Table.Th w={180}>{t(`columns.${field}`)}</Table.Th>
                <Table.Td>{user[field] || t("common.none")}</Table.Td>
              </Table.Tr>
            ))}
            {user.bio && (
              <Table.Tr>
                <Table.Th>{t("columns.bio")}</Table.Th>
                <Table.Td>{user.bio}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Card>
    </Stack>
  );
}
