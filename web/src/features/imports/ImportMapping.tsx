import { Paper, Select, Stack, Table, Text } from "@mantine/core";
import { IMPORT_FIELDS, type ImportTable, type ImportMapping as Mapping } from "@storeops/domain";
import { useTranslation } from "react-i18next";
import { useIsPhone } from "../../lib/useIsPhone.ts";

interface Props {
  table: ImportTable;
  headers: readonly string[];
  examples: readonly string[];
  mapping: Mapping;
  onChange: (mapping: Mapping) => void;
}

const LEAVE_OUT = "";

/**
 * Each column of the file with its first value and the field it fills (or left out); a field
 * another column fills is not offered again. A table on a desktop, a card per column on phones.
 */
export function ImportMapping({ table, headers, examples, mapping, onChange }: Props) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const fieldSelect = (index: number) => {
    const header = headers[index] || t("imports.columnNumber", { number: index + 1 });
    const data = [
      { value: LEAVE_OUT, label: t("imports.leaveOut") },
      ...IMPORT_FIELDS[table].map((field) => ({
        value: field.name,
        label: `${t(`imports.fields.${field.name}`)}${field.required ? ` (${t("imports.required")})` : ""}`,
        disabled: mapping.some((name, other) => other !== index && name === field.name),
      })),
    ];
    return (
      <Select
        aria-label={`${t("imports.field")}: ${header}`}
        data={data}
        value={mapping[index] ?? LEAVE_OUT}
        onChange={(value) => onChange(mapping.map((name, other) => (other === index ? value || null : name)))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid={`import-column-${index}`}
      />
    );
  };
  if (isPhone) {
    return (
      <Stack gap="xs" data-testid="import-mapping">
        {headers.map((header, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns are its order; headers may repeat
          <Paper key={index} withBorder p="sm" radius="md">
            <Text fw={600} size="sm">
              {header || t("imports.columnNumber", { number: index + 1 })}
            </Text>
            <Text size="xs" c="dimmed" mb={6} truncate>
              {examples[index] ? `${t("imports.example")}: ${examples[index]}` : "\u00a0"}
            </Text>
            {fieldSelect(index)}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table verticalSpacing={6} data-testid="import-mapping">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t("imports.column")}</Table.Th>
          <Table.Th>{t("imports.example")}</Table.Th>
          <Table.Th w="45%">{t("imports.field")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {headers.map((header, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a file's columns are its order; headers may repeat
          <Table.Tr key={index}>
            <Table.Td fw={600}>{header || t("imports.columnNumber", { number: index + 1 })}</Table.Td>
            <Table.Td
              c="dimmed"
              maw={220}
              style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
            >
              {examples[index]}
            </Table.Td>
            <Table.Td>{fieldSelect(index)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
