import { TextInput, type TextInputProps } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";

/**
 * Local text that commits after typing pauses, and follows outside resets (Clear, back button):
 * filters reach the URL, and the server, once per pause rather than once per key.
 */
export function useDebouncedField(value: string, onChange: (value: string) => void, delay = 350) {
  const [local, setLocal] = useState(value);
  const committed = useRef(value);
  const commit = useDebouncedCallback((next: string) => {
    committed.current = next;
    onChange(next);
  }, delay);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setLocal(value);
    }
  }, [value]);

  const change = (next: string) => {
    setLocal(next);
    commit(next.trim());
  };
  return [local, change] as const;
}

interface DebouncedInputProps extends Omit<TextInputProps, "value" | "onChange"> {
  value: string;
  onChange: (value: string) => void;
}

export function DebouncedInput({ value, onChange, ...props }: DebouncedInputProps) {
  const [local, change] = useDebouncedField(value, onChange);
  return <TextInput {...props} value={local} onChange={(event) => change(event.currentTarget.value)} />;
}
