import type { UseFormReturnType } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import i18n from "i18next";
import { useEffect, useState } from "react";
import { apiJson } from "../../lib/api.ts";

/**
 * A form that warns of duplicate bills (docs/decisions.md, Duplicate bills): how many candidates
 * the warning shows for what is typed now, and whether the user chose to save anyway.
 */
export type DuplicateValues = {
  duplicates: number;
  duplicate_confirmed: boolean;
};

export const NO_DUPLICATES: DuplicateValues = { duplicates: 0, duplicate_confirmed: false };

/** Saving with candidates on screen waits for "Save anyway"; never a block on the server. */
export function duplicateRefusal(values: DuplicateValues): Record<string, string> {
  return values.duplicates > 0 && !values.duplicate_confirmed
    ? { duplicate_confirmed: i18n.t("kit.duplicate.unconfirmed") }
    : {};
}

/** The body's `duplicate_confirmed`: sent only when the user saved past a warning. */
export function duplicatePayload(values: DuplicateValues): { duplicate_confirmed?: true } {
  return values.duplicates > 0 && values.duplicate_confirmed ? { duplicate_confirmed: true } : {};
}

/**
 * Asks `path` (GET /api/{purchases|expenses}/duplicates) for the draft's candidates, 400 ms after
 * the typing stops; `params` null while the draft is not ready. The form's `duplicates` counts
 * the candidates of what is typed now only: a save right after a change is not held back by the
 * answer to the text before it.
 */
export function useDuplicateCheck<C extends { id: string }, V extends DuplicateValues>(
  form: UseFormReturnType<V>,
  path: string,
  params: URLSearchParams | null,
) {
  const current = params?.toString() ?? "";
  const [debounced] = useDebouncedValue(current, 400);
  const query = useQuery({
    queryKey: [path, debounced],
    queryFn: ({ signal }) => apiJson<{ duplicates: C[] }>(`${path}?${debounced}`, { signal }),
    enabled: debounced !== "",
    select: (body) => body.duplicates,
  });
  const candidates = debounced !== "" ? (query.data ?? []) : [];
  const settled = current === debounced && !query.isFetching;
  const count = settled ? candidates.length : 0;
  const { setFieldValue } = form;
  useEffect(() => {
    // Mantine's path type cannot see that V has the field.
    (setFieldValue as (path: string, value: number) => void)("duplicates", count);
  }, [count, setFieldValue]);
  return candidates;
}

/** The SHA-256 (hex) of each file picked, computed in the browser where it can (a secure page). */
export function useFileFingerprints(files: readonly File[] | undefined): string[] {
  const [hashes, setHashes] = useState<string[]>([]);
  useEffect(() => {
    const subtle = globalThis.crypto?.subtle;
    if (!files || files.length === 0 || !subtle) {
      setHashes([]);
      return;
    }
    let live = true;
    Promise.all(
      files.map(async (file) => {
        const digest = await subtle.digest("SHA-256", await file.arrayBuffer());
        return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
      }),
    ).then(
      (next) => live && setHashes(next),
      () => live && setHashes([]),
    );
    return () => {
      live = false;
    };
  }, [files]);
  return hashes;
}
