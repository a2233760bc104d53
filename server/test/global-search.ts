import { expect } from "vitest";
import { client, type TestApp } from "./test-app.ts";

export interface SearchResult {
  type: string;
  id: string;
  title: string;
  subtitle: string;
  route: string;
}

/** GET /api/search?{query} as the token's user: its results, after checking the answer is a 200. */
export async function globalSearch(t: TestApp, token: string, query: string): Promise<SearchResult[]> {
  const response = await client(t.app, token).get(`/api/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results;
}
