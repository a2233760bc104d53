import type { TDocumentProposal } from "@storeops/domain";
import { useRef, useState } from "react";
import { type ReadableTable, readReceipt } from "./receipt-reading.api.ts";

export type ProposedFields = TDocumentProposal["fields"];
export type ProposedField = keyof ProposedFields;

export type ReadingState =
  | { status: "idle" }
  | { status: "reading" }
  | { status: "read"; filled: { field: ProposedField; value: string | number; confidence: number }[] }
  | { status: "failed"; message: string };

/**
 * Reads the first new image or PDF attached to a new record and hands the proposal to `fill`,
 * which fills the form's untouched fields and answers which it filled. Nothing is saved; a failure
 * leaves the form as it was and says why.
 */
export function useReceiptReading(table: ReadableTable, fill: (fields: ProposedFields) => ProposedField[]) {
  const [state, setState] = useState<ReadingState>({ status: "idle" });
  const seen = useRef(new WeakSet<File>());
  const onFilesAdded = (files: readonly File[]) => {
    const file = files.find((candidate) => !seen.current.has(candidate));
    for (const each of files) seen.current.add(each);
    if (!file || state.status === "reading") return;
    setState({ status: "reading" });
    readReceipt(table, file).then(
      (proposal) => {
        const filled = fill(proposal.fields).map((field) => {
          const proposed = proposal.fields[field];
          return { field, value: proposed?.value ?? "", confidence: proposed?.confidence ?? 0 };
        });
        setState({ status: "read", filled });
      },
      (error: Error) => setState({ status: "failed", message: error.message }),
    );
  };
  return { state, onFilesAdded };
}
