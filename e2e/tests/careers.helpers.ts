import { expect, type Page } from "@playwright/test";

export const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** The first open posting of the public board. */
export async function firstOpenPosting(page: Page): Promise<{ id: string; job_title: string }> {
  const response = await page.request.get("/api/careers");
  expect(response.ok()).toBe(true);
  const [posting] = (await response.json()) as Array<{ id: string; job_title: string }>;
  if (!posting) throw new Error("the demo data has no open posting");
  return posting;
}

/** An application with a PDF résumé, sent as a visitor through the public endpoint. */
export async function applyByApi(page: Page, careerId: string, firstName: string, lastName: string) {
  const response = await page.request.post(`/api/careers/${careerId}/applications`, {
    multipart: {
      first_name: firstName,
      last_name: lastName,
      email: `${firstName}.${lastName}@example.net`.toLowerCase(),
      phone: "(206) 555-0100",
      cover_letter: "Happy to work weekends.",
      agreed_to_terms: "true",
      resume: { name: `${lastName}-resume.pdf`, mimeType: "application/pdf", buffer: PDF },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** Picks an option of a Mantine Select by its label. */
export async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}
