import { useEffect, useRef } from "react";

/** A global search result links /purchases?id=…: open that record's details once it is listed. */
export function useOpenLinked<T extends { id: string }>(
  id: string | undefined,
  rows: T[],
  onOpen: (row: T) => void,
) {
  const opened = useRef<string | null>(null);
  useEffect(() => {
    const row = rows.find((candidate) => candidate.id === id);
    if (id && row && opened.current !== id) {
      opened.current = id;
      onOpen(row);
    }
  }, [id, rows, onOpen]);
}
