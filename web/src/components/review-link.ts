import type { TableName } from "@storeops/domain";
import i18n from "i18next";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { listRows } from "../lib/rest.ts";
import { withoutParam } from "../lib/url-params.ts";
import { notifyError, notifySuccess } from "./notify.ts";

/** How many waiting records are read to find the first this person may approve. */
const LOOKED_AT = 50;
/** The status of records waiting for a decision. */
const WAITING = "pending";

/**
 * `?review=next` (Ctrl+K's "Review the next … waiting for approval"): opens the details of the
 * oldest pending record the server says this person may approve now (its `allowed_actions`), where
 * Approve and Reject are; or says nothing waits. The parameter then leaves the address.
 */
export function useReviewFromLink<T extends { allowed_actions?: readonly string[] }>(
  table: TableName,
  open: (record: T) => void,
): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("review") === "next";
  const opener = useRef(open);
  opener.current = open;
  useEffect(() => {
    if (!wanted) return undefined;
    const controller = new AbortController();
    // Leaves the address once answered (leaving it sooner would end this effect and its read).
    const done = () => setParams(withoutParam("review"), { replace: true });
    const query = new URLSearchParams({
      eq: `status.${WAITING}`,
      order: "created_at.asc",
      limit: String(LOOKED_AT),
    });
    listRows<T>(table, query, controller.signal).then(
      ({ rows }) => {
        const next = rows.find((row) => row.allowed_actions?.includes("approve"));
        if (next) opener.current(next);
        else notifySuccess(i18n.t("kit.nothingToReview"));
        done();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        notifyError(error instanceof Error ? error.message : String(error));
        done();
      },
    );
    return () => controller.abort();
  }, [wanted, table, setParams]);
}
