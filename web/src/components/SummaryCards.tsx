import type { TablerIcon } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatCount } from "../lib/format.ts";
import { StatCardGrid } from "./StatCard.tsx";

/** One summary card: [i18n key of the label, the server's figure, icon, colour, hint override]. */
export type SummaryCardSpec = [
  string,
  { amount: number; count: number } | undefined,
  TablerIcon,
  string,
  string?,
];

/**
 * The summary cards above a list: amounts wait for the server ("…"), "—" if it failed; each card
 * counts its records unless the spec gives a hint of its own.
 */
export function SummaryCards({
  cards,
  failed,
  format,
  countLabel,
  testId,
}: {
  cards: SummaryCardSpec[];
  failed: boolean;
  format: (amount: number) => string;
  countLabel: (count: number) => string;
  testId: string;
}) {
  const { t } = useTranslation();
  const pending = failed ? t("common.none") : "…";
  return (
    <StatCardGrid
      cols={{ base: 2, md: 4 }}
      testId={testId}
      cardTestId="summary-card"
      cards={cards.map(([label, card, icon, color, hint]) => ({
        label,
        icon,
        color,
        value: card === undefined ? pending : format(card.amount),
        // While the figures load, the hint's line is kept (a blank one): the cards keep their
        // height and the list under them does not jump when the figures arrive (layout shift).
        hint: card === undefined ? (failed ? undefined : "\u00a0") : (hint ?? countLabel(card.count)),
      }))}
    />
  );
}

/**
 * A card of figures the server sums for a screen: [label's i18n key, the figure (a field of the
 * answer, counted, or what a function makes of the answer), icon, colour, hint from the answer].
 */
export type FigureSpec<F> = [
  string,
  keyof F | ((figures: F) => string),
  TablerIcon,
  string?,
  ((figures: F) => string | undefined)?,
  /** The period the figure covers, in words, after its label ("Total Revenue · this month"). */
  ((figures: F) => string | undefined)?,
];

/** A screen's summary cards from one answer of figures: "…" while it loads, "—" if it failed. */
export function FigureCards<F extends object>({
  figures,
  cards,
  testId,
}: {
  figures: { data?: F; isError: boolean };
  cards: FigureSpec<F>[];
  testId: string;
}) {
  const { t } = useTranslation();
  const { data } = figures;
  const pending = figures.isError ? t("common.none") : "…";
  return (
    <StatCardGrid
      cols={{ base: 2, md: 4 }}
      testId={testId}
      cardTestId="summary-card"
      cards={cards.map(([label, figure, icon, color, hint, period]) => ({
        label,
        icon,
        color,
        period: data === undefined ? undefined : period?.(data),
        value:
          data === undefined
            ? pending
            : typeof figure === "function"
              ? figure(data)
              : formatCount(Number(data[figure])),
        hint: data === undefined ? undefined : hint?.(data),
      }))}
    />
  );
}
