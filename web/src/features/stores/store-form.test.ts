import { MSG } from "@storeops/domain";
import { describe, expect, it } from "vitest";
import { storeFormValues, storePayload, validateStore } from "./store-form.ts";

describe("store form", () => {
  it("needs name, industry and street address with the spec's messages", () => {
    expect(validateStore(storeFormValues(null))).toEqual({
      name: MSG.storeNameRequired,
      industry_id: MSG.storeIndustryRequired,
      address: MSG.storeAddressRequired,
    });
  });

  it("accepts a filled form and sends empty ids as null and a blank code not at all", () => {
    const values = {
      ...storeFormValues(null),
      name: "Pier Kiosk",
      industry_id: "ind-1",
      address: "1 Pier Road",
    };
    expect(validateStore(values)).toEqual({});
    const payload = storePayload(values);
    expect(payload).toMatchObject({ manager_id: null, country: "United States", timezone: "UTC" });
    expect(payload.code).toBeUndefined();
  });
});
