import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { en } from "../../i18n/en.ts";

describe("purchase and expense texts", () => {
  it("are the spec's messages word for word", () => {
    const p = en.purchases.messages;
    expect([p.created, p.updated, p.saveError, p.filesFailed]).toEqual([
      MSG.purchaseCreated,
      MSG.purchaseUpdated,
      MSG.purchaseSaveError,
      MSG.purchaseFilesFailed,
    ]);
    expect([p.deleted, p.deleteError, p.deleteConfirm, p.approved, p.approveError]).toEqual([
      MSG.purchaseDeleted,
      MSG.purchaseDeleteError,
      MSG.purchaseDeleteConfirm,
      MSG.purchaseApproved,
      MSG.purchaseApproveError,
    ]);
    const e = en.expenses.messages;
    expect([
      e.created,
      e.updated,
      e.saveError,
      e.filesFailed,
      e.deleted,
      e.deleteError,
      e.deleteConfirm,
    ]).toEqual([
      MSG.expenseCreated,
      MSG.expenseUpdated,
      MSG.expenseSaveError,
      MSG.expenseFilesFailed,
      MSG.expenseDeleted,
      MSG.expenseDeleteError,
      MSG.expenseDeleteConfirm,
    ]);
    expect([e.approved, e.approveError, e.rejectConfirm, e.rejected, e.rejectError]).toEqual([
      MSG.expenseApproved,
      MSG.expenseApproveError,
      MSG.expenseRejectConfirm,
      MSG.expenseRejected,
      MSG.expenseRejectError,
    ]);
    expect(en.expenses.empty).toBe(MSG.expensesEmpty);
    expect(en.expenses.noDescription).toBe(MSG.noDescription);
  });

  it("name the screens, cards and modals as the spec does", () => {
    expect(en.purchases.form.newTitle).toBe("Record New Purchase");
    expect(en.purchases.form.editTitle).toBe("Edit Purchase");
    expect(en.purchases.detailsTitle).toBe("Purchase Details");
    expect(en.purchases.new).toBe("New Purchase");
    expect(en.purchases.recent).toBe("Recent Purchases");
    expect(Object.values(en.purchases.cards).slice(0, 5)).toEqual([
      "Today's Purchases",
      "Pending Payments",
      "Open Checks",
      "Store Total",
      "All Stores",
    ]);
    expect(en.expenses.form.newTitle).toBe("Submit New Expense");
    expect(en.expenses.detailsTitle).toBe("Expense Details");
    expect(Object.values(en.expenses.cards).slice(0, 3)).toEqual([
      "Today's Expenses",
      "Pending Approval",
      "Approved Items",
    ]);
  });
});
