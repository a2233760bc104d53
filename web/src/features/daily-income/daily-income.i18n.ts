/** The daily income screen's texts (spec 2 §2.4); messages the domain owns come from MSG. */
import { errorDeletingRecord, errorSavingRecord, MSG } from "@storeops/domain";
import type { SaveMessages } from "../../components/form/save-with-files.ts";
import type { ActionTexts } from "../../components/RecordActions.tsx";

export const dailyIncomeText = {
  title: "Daily Income",
  subtitle: {
    admin: "Daily takings of every store",
    ceo: "Daily takings of every store (read-only)",
    accounting: "Daily takings of your assigned stores",
    store_manager: "Daily takings of the stores you manage",
    staff: "Record today's takings for {{store}}",
  },
  new: "New Daily Income",
  cancel: "Cancel",
  recent: "Daily Income Records",
  searchPlaceholder: "Search notes or date…",
  empty: MSG.dailyIncomeEmpty,
  things_one: "record",
  things_other: "records",
  detailsTitle: "Daily Income Details",
  deleteTitle: "Delete Daily Income Record",
  openDetails: "Open daily income of {{date}}",
  filterByStore: "Filter by Store:",
  fields: {
    date: "Date",
    workStart: "Work Start Time",
    workEnd: "Work End Time",
    workHours: "Work Hours",
    cash: "Cash",
    card: "Card",
    other: "Other",
    cashIncome: "Cash Income",
    cardIncome: "Card Income",
    otherIncome: "Other Income",
    total: "Total",
    totalIncome: "Total Income",
    storeCode: "Store Code",
    actions: "Actions",
  },
  actions: {
    view: "View",
  },
  sorts: {
    date_desc: "Newest first",
    date_asc: "Oldest first",
    total_income_desc: "Total: high to low",
    total_income_asc: "Total: low to high",
  },
  form: {
    newTitle: "New Daily Income Record",
    editTitle: "Edit Daily Income Record",
    create: "Save Record",
    saveChanges: "Save Changes",
  },
  sameDay: {
    title: "This store already has a daily income record for this date",
    hint: "A second shift is fine: saving adds another record.",
    item: "{{hours}} · {{total}} (cash {{cash}}, card {{card}}, other {{other}})",
  },
  editRecord: "Edit Record",
} as const;

/** The spec's toasts of the form (spec 2 §8 'Daily income'): a failure carries its own message. */
export const dailyIncomeSave: SaveMessages = {
  record: "Record",
  created: MSG.dailyIncomeSaved,
  updated: MSG.dailyIncomeSaved,
  saveError: errorSavingRecord,
  filesFailed: MSG.dailyIncomeFilesFailed,
};

/** Daily income has no approve, reject or pay; only the delete texts are used. */
export const dailyIncomeActions: ActionTexts = {
  approved: "",
  approveError: "",
  rejected: "",
  rejectError: "",
  deleted: MSG.recordDeleted,
  deleteError: errorDeletingRecord,
  deleteConfirm: MSG.dailyIncomeDeleteConfirm,
  deleteTitle: dailyIncomeText.deleteTitle,
  rejectTitle: "",
  editLabel: dailyIncomeText.editRecord,
};
