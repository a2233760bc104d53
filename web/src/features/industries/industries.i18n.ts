import { MSG } from "@storeops/domain";

/** Industries' texts (spec 3); messages the domain owns come from MSG. */
export const industriesText = {
  title: "Industries",
  subtitle: "The industry categories your stores belong to",
  new: "Add Industry",
  viewStores: "View Stores",
  edit: "Edit",
  delete: "Delete",
  deleteTitle: "Delete Industry",
  created: "Created {{date}}",
  noDate: "N/A",
  noDescription: MSG.noDescription,
  readOnly: "Read-only: industries are maintained by administrators.",
  storesTitle: "Stores in {{industry}}",
  storesFound_one: "{{count}} store found",
  storesFound_other: "{{count}} stores found",
  storesEmpty: MSG.storesEmpty,
  staffCount_one: "{{count}} staff member",
  staffCount_other: "{{count}} staff members",
  noPhone: "N/A",
  viewDetails: "View Details",
  fields: { name: "Industry Name", code: "Industry Code", description: "Description", status: "Status" },
  form: {
    newTitle: "Add New Industry",
    editTitle: "Edit Industry",
    create: "Add Industry",
    save: "Save Changes",
    codeHint: "Left blank, the code is made from the name",
  },
} as const;
