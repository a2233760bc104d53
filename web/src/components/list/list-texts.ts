import { useTranslation } from "react-i18next";
import type { ListScreenProps } from "./ListScreen.tsx";

/**
 * A list's texts by the kit's naming: {ns}.recent, .searchPlaceholder, .empty, .things (plural)
 * and .sorts.{column}_{direction} for each sort offered.
 */
export function useListTexts(ns: string, sorts: readonly string[]) {
  const { t } = useTranslation();
  return {
    title: t(`${ns}.recent`),
    searchPlaceholder: t(`${ns}.searchPlaceholder`),
    emptyText: t(`${ns}.empty`),
    things: (count: number) => t(`${ns}.things`, { count }),
    sortOptions: sorts.map((value) => ({ value, label: t(`${ns}.sorts.${value.replace(".", "_")}`) })),
  } satisfies Partial<ListScreenProps<{ id: string }>>;
}
