import { describe, expect, it } from "vitest";
import { amountsIn, dateIn } from "./amounts.ts";
import { proposeDocumentFields } from "./proposal.ts";
import { proposeDate, proposeInvoiceNumber, proposePaymentType, proposeTax, proposeTotal } from "./rules.ts";
import { nameSimilarity, proposeVendor } from "./vendor-match.ts";

const read = (...texts: string[]) => texts.map((text) => ({ text, confidence: 90 }));

describe("amountsIn", () => {
  it("reads amounts with cents as printed", () => {
    expect(amountsIn("TOTAL $12.34")).toEqual([12.34]);
    expect(amountsIn("Amount due: $1,204.50")).toEqual([1204.5]);
    expect(amountsIn("TOTAL S30.08")).toEqual([30.08]);
    expect(amountsIn("Total 12,34 EUR")).toEqual([12.34]);
    expect(amountsIn("Milk x3 4.25 12.75")).toEqual([4.25, 12.75]);
    expect(amountsIn("Tax 8% 2.23")).toEqual([2.23]);
    expect(amountsIn("Qty 3")).toEqual([]);
  });
});

describe("dateIn", () => {
  it("reads the common formats", () => {
    expect(dateIn("Date: 2026-03-14")).toBe("2026-03-14");
    expect(dateIn("03/14/2026 10:42")).toBe("2026-03-14");
    expect(dateIn("03/14/26")).toBe("2026-03-14");
    expect(dateIn("14/03/2026")).toBe("2026-03-14");
    expect(dateIn("14.03.2026")).toBe("2026-03-14");
    expect(dateIn("Mar 14, 2026")).toBe("2026-03-14");
    expect(dateIn("14 March 2026")).toBe("2026-03-14");
  });
  it("refuses what is not a date", () => {
    expect(dateIn("02/30/2026")).toBeNull();
    expect(dateIn("Tel 555 1234")).toBeNull();
    expect(dateIn("Maybe 14, 2026")).toBeNull();
  });
});

describe("proposeTotal", () => {
  it("takes the total line, not the subtotal", () => {
    expect(proposeTotal(read("Subtotal 27.85", "Tax 2.23", "TOTAL $30.08"))?.value).toBe(30.08);
  });
  it("prefers the amount due to a plain total", () => {
    expect(proposeTotal(read("Amount due: $40.00", "Total 45.00"))?.value).toBe(40);
  });
  it("falls back to the largest amount, unsure", () => {
    const total = proposeTotal(read("Milk 4.25", "Bread 9.10"));
    expect(total?.value).toBe(9.1);
    expect(total?.confidence).toBeLessThan(0.5);
  });
  it("scales the confidence by the line's reading", () => {
    expect(proposeTotal([{ text: "TOTAL 5.00", confidence: 50 }])?.confidence).toBe(0.45);
  });
});

describe("proposeTax", () => {
  it("reads Tax, VAT and GST lines but not a tax id", () => {
    expect(proposeTax(read("Sales Tax 8% 2.23"))?.value).toBe(2.23);
    expect(proposeTax(read("VAT 20% 4.00"))?.value).toBe(4);
    expect(proposeTax(read("GST: 1.50"))?.value).toBe(1.5);
    expect(proposeTax(read("Tax ID 12-345.67"))).toBeNull();
    expect(proposeTax(read("Total before tax 20.00"))).toBeNull();
  });
});

describe("proposeDate", () => {
  it("prefers the document's date to its due date", () => {
    expect(proposeDate(read("Due date: 04/30/2026", "Invoice date: 03/31/2026"))?.value).toBe("2026-03-31");
  });
});

describe("proposeInvoiceNumber", () => {
  it("reads labelled and bare numbers", () => {
    expect(proposeInvoiceNumber(read("Invoice # INV-20431"))?.value).toBe("INV-20431");
    expect(proposeInvoiceNumber(read("Invoice No: A-7781"))?.value).toBe("A-7781");
    expect(proposeInvoiceNumber(read("Receipt #: 5521"))?.value).toBe("5521");
    expect(proposeInvoiceNumber(read("INV 1042"))?.value).toBe("INV-1042");
    expect(proposeInvoiceNumber(read("Invoice date: 03/14/2026"))).toBeNull();
  });
});

describe("proposePaymentType", () => {
  it("names cards, cash and checks", () => {
    expect(proposePaymentType(read("VISA ****4821"))?.value).toBe("card");
    expect(proposePaymentType(read("Mastercard 1234"))?.value).toBe("card");
    expect(proposePaymentType(read("CASH 40.00", "CHANGE 9.92"))?.value).toBe("cash");
    expect(proposePaymentType(read("Paid by check #1001"))?.value).toBe("check");
    expect(proposePaymentType(read("Thank you"))).toBeNull();
  });
});

describe("proposeVendor", () => {
  const vendors = [
    { id: "v1", name: "Fresh Dairy Co" },
    { id: "v2", name: "Acme Supplies LLC" },
  ];
  it("matches a misread name to the vendor list", () => {
    expect(nameSimilarity("Acme Supplies LLC", "ACME SUPPL1ES")).toBeGreaterThan(0.8);
    const vendor = proposeVendor(read("ACME SUPPL1ES", "12 Main St"), vendors);
    expect(vendor).toMatchObject({ value: "Acme Supplies LLC", vendorId: "v2" });
  });
  it("proposes the heading, unsure, when no vendor is alike", () => {
    const vendor = proposeVendor(read("Corner Bakery", "Receipt"), vendors);
    expect(vendor).toMatchObject({ value: "Corner Bakery", vendorId: null });
    expect(vendor?.confidence).toBeLessThan(0.5);
  });
});

describe("proposeDocumentFields", () => {
  it("proposes every field a receipt prints", () => {
    const fields = proposeDocumentFields(
      read(
        "FRESH DAIRY CO",
        "Date: 03/14/2026",
        "Invoice # INV-20431",
        "Subtotal 27.85",
        "Tax 8% 2.23",
        "TOTAL $30.08",
        "VISA ***4821",
      ),
      [{ id: "v1", name: "Fresh Dairy Co" }],
    );
    expect(fields).toMatchObject({
      vendor: { value: "Fresh Dairy Co", vendorId: "v1" },
      date: { value: "2026-03-14" },
      total: { value: 30.08 },
      tax: { value: 2.23 },
      invoice_no: { value: "INV-20431" },
      payment_type: { value: "card" },
    });
  });
});
