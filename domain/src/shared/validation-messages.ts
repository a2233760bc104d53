/**
 * Field-level validation wording used by the zod schemas where the spec gives no message of its
 * own (the spec's messages are in messages.ts and messages-operations.ts and win where they exist).
 */
import { MAX_MONEY_CENTS } from "./limits.ts";
import { formatMoney } from "./money.ts";

export const VALIDATION = {
  required: (label: string) => `${label} is required.`,
  maxChars: (label: string, max: number) => `${label} must be ${max} characters or less.`,
  money: (label: string) => `${label} must be a number with at most two decimals`,
  moneyMax: (label: string) => `${label} cannot be more than ${formatMoney(MAX_MONEY_CENTS)}.`,
  notNegative: (label: string) => `${label} cannot be negative.`,
  positive: (label: string) => `${label} must be greater than 0.`,
  date: (label: string) => `${label} must be a valid date (YYYY-MM-DD).`,
  time: (label: string) => `${label} must be a valid time (HH:MM).`,
  instant: (label: string) => `${label} must be an ISO 8601 date and time.`,
  text: (label: string) => `${label} must be text.`,
  singleLine: (label: string) =>
    `${label} must be one line, without line breaks, tabs or other control characters.`,
  number: (label: string) => `${label} must be a number.`,
  between: (label: string, min: number, max: number) => `${label} must be between ${min} and ${max}.`,
  oneOf: (label: string, options: readonly string[]) => `${label} must be one of: ${options.join(", ")}.`,
  atMost: (label: string, max: number) => `${label} must be ${max} or less.`,
  atLeast: (label: string, min: number) => `${label} must be at least ${min}.`,
  minChars: (label: string, min: number) => `${label} must be at least ${min} characters.`,
  tooLarge: (label: string) => `${label} is too large.`,
  tooSmall: (label: string) => `${label} is too small.`,
  maxItems: (label: string, max: number) =>
    `${label} may have at most ${max} ${max === 1 ? "entry" : "entries"}.`,
  minItems: (label: string, min: number) =>
    `${label} needs at least ${min} ${min === 1 ? "entry" : "entries"}.`,
  invalid: (label: string) => `${label} is not valid.`,
  wholeNumber: (label: string) => `${label} must be a whole number.`,
  list: (label: string) => `${label} must be a list.`,
  trueOrFalse: (label: string) => `${label} must be true or false.`,
  group: (label: string) => `${label} must be a group of fields.`,
  unknownFields: (names: readonly string[]) =>
    names.length === 1 ? `Unknown field: ${names[0]}.` : `Unknown fields: ${names.join(", ")}.`,
  bodyNotObject: "Request body must be a JSON object",
  email: "Please enter a valid email address.",
  id: "Must be a record id.",
  checkNoRequired: "Check number is required for check payments.",
  checkDueDateRequired: "Check due date is required for check payments.",
  rejectionReasonRequired: "Please provide a reason for rejection.",
  endBeforeStart: "End date cannot be before the start date.",
  fromAfterTo: "From date cannot be after the to date.",
  salaryRange: "Maximum salary cannot be less than the minimum salary.",
  hourlyRateRequired: "Hourly rate is required for hourly pay.",
  monthlySalaryRequired: "Monthly salary is required for monthly pay.",
  passwordUppercase: "Password must contain at least one uppercase letter.",
  passwordNumber: "Password must contain at least one number.",
  passwordSpecial: "Password must contain at least one special character.",
  passwordSameAsCurrent: "The new password must differ from the current one.",
} as const;
