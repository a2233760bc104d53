import { useState } from "react";
import { notifyError, notifyQueued, notifySuccess, writeErrorMessage } from "./notify.ts";

/** The spec's texts of a one-click write (clock in, clock out). */
export interface WriteTexts {
  success: string;
  /** The error toast's title; the server's explanation below it. */
  failure: string;
}

/**
 * A one-click write outside a form: busy while it runs, the success or error toast (or, for a
 * write that answers "queued", the on-device queue's "waiting to send"), then `settle` (a list
 * refetch) whichever way it went.
 */
export function useWrite(settle?: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<unknown>, texts: WriteTexts) => {
    setBusy(true);
    try {
      if ((await write()) === "queued") notifyQueued();
      else notifySuccess(texts.success);
    } catch (error) {
      notifyError(texts.failure, writeErrorMessage(error, texts.failure));
    } finally {
      setBusy(false);
      await settle?.();
    }
  };
  return { busy, run };
}
