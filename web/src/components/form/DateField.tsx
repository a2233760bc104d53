import "@mantine/dates/styles.css";
import "dayjs/locale/es";
import { DateInput, type DateInputProps } from "@mantine/dates";
import type { DateFormat } from "@storeops/domain";
import { IconCalendar } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { displayDateFormat } from "../../lib/format.ts";
import { useShownLanguage } from "../../lib/language.ts";
import { kitText } from "../kit.i18n.ts";

/** The calendar's previous and next buttons, each named in the app's language. */
const CALENDAR_CONTROLS = Object.keys(kitText.calendar);

const CLOSING_KEYS = new Set(["Escape", "Enter", "Tab"]);
/** Besides a character typed. */
const OPENING_KEYS = new Set(["Backspace", "Delete", "ArrowDown"]);

const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/** "2026-11-27" when the year, month and day name a day of the calendar, else null. */
function isoDate(year: string, month: string, day: string): string | null {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/**
 * What a person typed or pasted, as "YYYY-MM-DD": a date in their format ("27/11/2026" for
 * DD/MM/YYYY, "11/27/2026" for MM/DD/YYYY) or in ISO ("2026-11-27") whatever their format.
 * Anything else (a date half typed) is null: the value stays as it was.
 */
function parseTyped(text: string, format: DateFormat): string | null {
  const value = text.trim();
  const iso = ISO.exec(value);
  if (iso) return isoDate(iso[1] ?? "", iso[2] ?? "", iso[3] ?? "");
  const dmy = DAY_MONTH_YEAR.exec(value);
  if (!dmy || format === "YYYY-MM-DD") return null;
  const [first, second, year] = [dmy[1] ?? "", dmy[2] ?? "", dmy[3] ?? ""];
  return format === "DD/MM/YYYY" ? isoDate(year, second, first) : isoDate(year, first, second);
}

interface DateFieldProps
  extends Omit<DateInputProps, "value" | "defaultValue" | "onChange" | "valueFormat" | "dateParser"> {
  /** "YYYY-MM-DD", or empty. */
  value: string | null | undefined;
  /** "YYYY-MM-DD", or "" when the field is emptied. */
  onChange: (value: string) => void;
}

/**
 * A date field in the person's date format (their General settings): it shows "27/11/2026" for
 * DD/MM/YYYY, reads dates typed that way or in ISO ("2026-11-27", as pasted from elsewhere), and
 * opens a calendar in the app's language. Its value stays "YYYY-MM-DD" ("" when emptied).
 */
export function DateField({
  value,
  onChange,
  placeholder,
  popoverProps,
  onFocus,
  onBlur,
  onClick,
  onKeyDown,
  ...props
}: DateFieldProps) {
  const format = displayDateFormat();
  const language = useShownLanguage();
  const { t } = useTranslation();
  // The calendar opens on a click (a tap) or as a date is typed, not on focus (a form opening on
  // this field, a Tab through it), and closes once a whole date is typed or picked, on Escape,
  // Enter or Tab, or when the field is left: open, it covers the fields and buttons under it.
  const [opened, setOpened] = useState(false);
  return (
    <DateInput
      valueFormat={format}
      dateParser={(text) => parseTyped(text, format)}
      placeholder={placeholder ?? format}
      locale={language}
      firstDayOfWeek={format === "MM/DD/YYYY" ? 0 : 1}
      allowDeselect
      ariaLabels={Object.fromEntries(CALENDAR_CONTROLS.map((name) => [name, t(`kit.calendar.${name}`)]))}
      leftSection={<IconCalendar size={16} aria-hidden />}
      {...props}
      value={value || null}
      onChange={(next) => {
        setOpened(false);
        onChange(next ?? "");
      }}
      popoverProps={{ ...popoverProps, opened, onChange: setOpened }}
      // Escape closes the open calendar, not the form (dialog) around the field.
      data-mantine-stop-propagation={opened || undefined}
      onFocus={onFocus}
      onClick={(event) => {
        setOpened(true);
        onClick?.(event);
      }}
      onBlur={(event) => {
        setOpened(false);
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (CLOSING_KEYS.has(event.key)) setOpened(false);
        else if (event.key.length === 1 || OPENING_KEYS.has(event.key)) setOpened(true);
        onKeyDown?.(event);
      }}
    />
  );
}
