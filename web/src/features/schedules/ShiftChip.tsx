import { Badge, Group, Text, UnstyledButton } from "@mantine/core";
import { type PointerEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { movedEnd, shiftTimes, type WeekShift } from "./week.ts";

/** The drag data's type of a shift chip. */
export const SHIFT_DRAG_TYPE = "application/x-storeops-shift";

/** How far a chip's right edge is dragged to move its end by 15 minutes. */
const PIXELS_PER_STEP = 8;

/** One shift: its times, position and, for a draft, a "Draft" badge and a dashed border (not colour alone). */
export function ShiftChip({
  shift,
  onOpen,
  showName = false,
  draggable = false,
  onResize,
}: {
  shift: WeekShift;
  onOpen?: (shift: WeekShift) => void;
  showName?: boolean;
  /** Desktop: the chip can be dragged to another day or employee (its id in the drag data). */
  draggable?: boolean;
  /** Desktop: the chip's right edge dragged moves its end (HH:MM), saved when let go. */
  onResize?: (shift: WeekShift, endTime: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const draft = shift.status === "draft";
  const resizing = useRef<number | null>(null);
  // The end shown while the edge is dragged, for the end it was dragged from.
  const [preview, setPreview] = useState<{ from: string; end: string } | null>(null);
  const end = preview && preview.from === shift.end_time ? preview.end : shift.end_time;
  const body = (
    <>
      {/* A narrow day column puts the badge under the times rather than cutting it to "D…". */}
      <Group gap={4} justify="space-between" wrap="wrap">
        <Text size="sm" fw={600} style={{ fontVariantNumeric: "tabular-nums" }}>
          {shiftTimes({ start_time: shift.start_time, end_time: end })}
        </Text>
        {draft && (
          <Badge size="xs" variant="outline" color="gray" style={{ flexShrink: 0 }}>
            {t("schedules.draft")}
          </Badge>
        )}
      </Group>
      {showName && (
        <Text size="sm" truncate>
          {shift.employee_name}
        </Text>
      )}
      {shift.position && (
        <Text size="xs" c="dimmed" truncate>
          {shift.position}
        </Text>
      )}
    </>
  );
  const style = {
    position: "relative",
    display: "block",
    width: "100%",
    padding: "4px 6px",
    borderRadius: 6,
    border: `1px ${draft ? "dashed" : "solid"} var(--mantine-color-${draft ? "gray" : "blue"}-${draft ? 5 : 4})`,
    background: draft ? "transparent" : "var(--mantine-color-blue-light)",
  } as const;
  if (!onOpen)
    return (
      <div style={style} data-testid="shift-chip" data-status={shift.status}>
        {body}
      </div>
    );
  const stepsOf = (event: PointerEvent) =>
    resizing.current === null ? 0 : Math.round((event.clientX - resizing.current) / PIXELS_PER_STEP);
  const handle = onResize && (
    // Pointer only: the edit form changes the end from the keyboard.
    <span
      aria-hidden
      data-testid="shift-resize"
      style={{ position: "absolute", top: 0, right: 0, bottom: 0, width: 8, cursor: "ew-resize" }}
      onPointerDown={(event) => {
        event.stopPropagation();
        event.preventDefault();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        resizing.current = event.clientX;
      }}
      onPointerMove={(event) => {
        if (resizing.current === null) return;
        setPreview({ from: shift.end_time, end: movedEnd(shift, stepsOf(event)) });
      }}
      onPointerUp={(event) => {
        const steps = stepsOf(event);
        resizing.current = null;
        if (steps === 0) return setPreview(null);
        const next = movedEnd(shift, steps);
        setPreview({ from: shift.end_time, end: next });
        void onResize(shift, next).finally(() => setPreview(null));
      }}
      onClick={(event) => {
        event.stopPropagation();
        event.preventDefault();
      }}
    />
  );
  return (
    <UnstyledButton
      style={style}
      onClick={() => onOpen(shift)}
      draggable={draggable}
      onDragStart={(event) => {
        // The edge being dragged resizes the chip; it does not move it.
        if (resizing.current !== null) return event.preventDefault();
        event.dataTransfer.setData(SHIFT_DRAG_TYPE, shift.id);
        event.dataTransfer.effectAllowed = "move";
      }}
      data-testid="shift-chip"
      data-status={shift.status}
    >
      {body}
      {handle}
    </UnstyledButton>
  );
}
