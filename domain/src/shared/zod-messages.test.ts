import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./zod-messages.ts";

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

/** The phrasing of the validation library, which no answer may show. */
const LIBRARY = /Invalid input|expected|received|Too (big|small)|Unrecognized|9007199254740991|<=|>=/;

describe("zod issues in our words", () => {
  const schema = z.strictObject({
    invoice_no: z.string().max(5),
    work_start_time: z.string(),
    count: z.number().int(),
    kind: z.enum(["a", "b"]),
    items: z.array(z.string()).max(1),
    amount: z.number().positive(),
  });

  it("names the field by its label and says what is wrong", () => {
    const messages = messagesOf(schema, {
      invoice_no: "123456",
      count: 1e20,
      kind: "c",
      items: ["x", "y"],
      amount: 0,
      extra: 1,
    });
    expect(messages).toEqual([
      "Invoice number must be 5 characters or less.",
      "Work start time is required.",
      "Count is too large.",
      "Kind must be one of: a, b.",
      "Items may have at most 1 entry.",
      "Amount must be greater than 0.",
      "Unknown field: extra.",
    ]);
    for (const message of messages) expect(message).not.toMatch(LIBRARY);
  });

  it("a missing body is refused as a body, not as 'null'", () => {
    expect(messagesOf(z.object({}), null)).toEqual(["Request body must be a JSON object"]);
    expect(messagesOf(z.object({ a: z.object({}) }), { a: 1 })).toEqual(["A must be a group of fields."]);
  });
});
