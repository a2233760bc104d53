/** Closed option lists of the payroll module: what the API accepts and the web offers in its selects. */
export const WITHDRAWAL_METHODS = ["cash", "check", "transfer"] as const;

export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];

export const WITHDRAWAL_METHOD_LABELS = {
  cash: "Cash",
  check: "Check",
  transfer: "Bank Transfer",
} as const satisfies Record<WithdrawalMethod, string>;

/** Staff salary kind and wage payment type. */
export const WAGE_TYPES = ["hourly", "monthly"] as const;

export type WageType = (typeof WAGE_TYPES)[number];

export const DEFAULT_WAGE_TYPE = "hourly" satisfies WageType;
