import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useListState } from "../../components/list/useListState.ts";
import { RecordDetails } from "../../components/RecordDetails.tsx";
import { RecordPage } from "../../components/RecordPage.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { formatInstant } from "../../lib/format.ts";
import { MSG, optionLabel } from "../../lib/messages.ts";
import { useUser } from "../../lib/session.tsx";
import { CategoryFormFields } from "./CategoryFormFields.tsx";
import {
  type Category,
  categoryFormValues,
  categoryPayload,
  categorySaveMessages,
  validateCategory,
} from "./category-form.ts";
import { activeStatus, CATEGORY_LIST, useCategoryList } from "./category-list.tsx";

function CategoryDetails({ category: c }: { category: Category }) {
  const { t } = useTranslation();
  return (
    <RecordDetails
      testId="category-details"
      title={c.name}
      subtitle={optionLabel(c.kind)}
      badge={<StatusBadge status={activeStatus(c)} />}
      rejection={false}
      fields={[
        ["categories.fields.industry", c.industry ?? t("categories.everyIndustry")],
        ["categories.fields.sortOrder", String(c.sort_order)],
        ["categories.fields.created", formatInstant(c.created_at)],
      ]}
      wide={[]}
      amount=""
      attachments={[]}
    />
  );
}

const NO_STATUS_ACTIONS = { approved: "", approveError: "", rejected: "", rejectError: "", rejectTitle: "" };

/** Expense and purchase categories per industry (docs/decisions.md, Categories): admins manage, the ceo reads. */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const controls = useListState(CATEGORY_LIST);
  const user = useUser();
  return (
    <RecordPage
      table="categories"
      title={t("categories.title")}
      subtitle={t("categories.subtitle")}
      newLabel={t("categories.new")}
      controls={controls}
      summary={
        // The ceo reads the categories, as the industries, and is told why nothing can be changed.
        user.role === "ceo" && (
          <Alert color="blue" data-testid="read-only">
            {MSG.ceoReadOnly}
          </Alert>
        )
      }
      list={useCategoryList()}
      detailsTitle={t("categories.detailsTitle")}
      details={(category) => <CategoryDetails category={category} />}
      actionTexts={{
        ...NO_STATUS_ACTIONS,
        deleteTitle: t("categories.deleteTitle"),
        deleteConfirm: MSG.categoryDeleteConfirm,
        deleted: MSG.categoryDeleted,
        deleteError: MSG.categoryDeleteError,
      }}
      form={{
        table: "categories",
        testId: "category",
        files: false,
        initialValues: categoryFormValues,
        validate: validateCategory,
        payload: categoryPayload,
        Fields: CategoryFormFields,
        messages: categorySaveMessages,
        titles: { create: t("categories.form.newTitle"), edit: t("categories.form.editTitle") },
        submitLabels: { create: t("categories.form.create"), edit: t("categories.form.save") },
      }}
    />
  );
}
