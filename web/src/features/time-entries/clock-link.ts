import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { withoutParam } from "../../lib/url-params.ts";

/**
 * `?clock=1` (Ctrl+K's "Clock in or out"): once the panel knows whether an entry is open
 * (`settled`), it clocks in or out as its button would (`act`, when it may), one time; the
 * parameter then leaves the address. A panel that cannot clock (no staff record, no store) shows
 * why, as it does anyway.
 */
export function useClockFromLink(settled: boolean, act: (() => void) | null): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("clock") === "1";
  const acted = useRef(false);
  useEffect(() => {
    if (!wanted || !settled || acted.current) return;
    acted.current = true;
    act?.();
    setParams(withoutParam("clock"), { replace: true });
  }, [wanted, settled, act, setParams]);
}
