/** Categories' texts (docs/decisions.md, Categories); messages the domain owns come from MSG. */
import { MSG } from "@storeops/domain";

export const categoriesText = {
  title: "Categories",
  subtitle: "The expense and purchase categories each industry's stores choose from",
  new: "Add Category",
  recent: "Categories",
  searchPlaceholder: "Search category names…",
  empty: MSG.categoriesEmpty,
  things_one: "category",
  things_other: "categories",
  detailsTitle: "Category Details",
  deleteTitle: "Delete Category",
  openDetails: "Open category {{name}}",
  everyIndustry: "Every industry",
  anyIndustry: "All industries",
  fields: {
    name: "Category Name",
    kind: "Used For",
    industry: "Industry",
    active: "Offered on forms",
    sortOrder: "Sort Order",
    status: "Status",
    created: "Created",
  },
  form: {
    newTitle: "Add New Category",
    editTitle: "Edit Category",
    create: "Add Category",
    save: "Save Changes",
    industryHint: "Every industry: offered to all stores",
    activeHint: "Turn off to stop offering it; records that use it keep it",
    sortHint: "Lower numbers come first",
  },
  sorts: {
    industry_asc: "Industry: A to Z",
    sort_order_asc: "Form order",
    name_asc: "Name: A to Z",
    name_desc: "Name: Z to A",
  },
} as const;
