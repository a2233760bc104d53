import { Kbd, List, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function HelpModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("help.title")} centered>
      <Text size="sm" mb="sm">
        {t("help.intro")}
      </Text>
      <List size="sm" spacing="xs">
        <List.Item>
          {t("help.search")} <Kbd size="xs">{t("search.shortcut")}</Kbd>
        </List.Item>
        <List.Item>{t("help.password")}</List.Item>
        <List.Item>{t("help.access")}</List.Item>
      </List>
    </Modal>
  );
}
