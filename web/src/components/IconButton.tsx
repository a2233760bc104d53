import { Button, type ButtonProps } from "@mantine/core";
import type { TablerIcon } from "@tabler/icons-react";
import type { ComponentPropsWithoutRef } from "react";

/** The icon's size for the button's: 14 px on small buttons, 20 px on large ones, 16 px otherwise. */
function iconSize(size: ButtonProps["size"]): number {
  if (size === "lg") return 20;
  return size === "xs" || (typeof size === "string" && size.startsWith("compact")) ? 14 : 16;
}

/** A button with its icon before the label, sized to the button; the icon is decoration (the label names it). */
export function IconButton({
  icon: Icon,
  ...props
}: ButtonProps & Omit<ComponentPropsWithoutRef<"button">, keyof ButtonProps> & { icon: TablerIcon }) {
  return <Button leftSection={<Icon size={iconSize(props.size)} aria-hidden />} {...props} />;
}
