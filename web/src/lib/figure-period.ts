import { DEFAULT_FIGURE_PERIOD, FIGURE_PERIODS, type FigurePeriod } from "@storeops/domain";
import { useSearchParams } from "react-router";

const isPeriod = (value: string | null): value is FigurePeriod =>
  (FIGURE_PERIODS as readonly (string | null)[]).includes(value);

/** The period an address names (`?period=`), this month when absent or unknown. */
export function figurePeriodIn(search: URLSearchParams): FigurePeriod {
  const value = search.get("period");
  return isPeriod(value) ? value : DEFAULT_FIGURE_PERIOD;
}

/**
 * The period of a screen's money figures, kept in the URL (`?period=`, this month when absent or
 * unknown), so a link or a reload shows the same figures; changing it replaces the history entry.
 */
export function useFigurePeriod(): [FigurePeriod, (period: FigurePeriod) => void] {
  const [search, setSearch] = useSearchParams();
  const period = figurePeriodIn(search);
  const choose = (next: FigurePeriod) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === DEFAULT_FIGURE_PERIOD) params.delete("period");
        else params.set("period", next);
        return params;
      },
      { replace: true },
    );
  return [period, choose];
}
