/** The purchases policy: the shared transaction rules, with accounting's own delete refusal. */
import { transactionPolicy } from "../transactions/policy.ts";
import { PURCHASE_MESSAGES } from "./messages.ts";

export const PURCHASE_POLICY = transactionPolicy(
  "purchases",
  PURCHASE_MESSAGES.accountingCannotDeletePurchases,
);
