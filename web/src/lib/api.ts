/** Thin fetch wrapper for the /api contract: JSON in and out, the session travels in an httpOnly cookie. */
import { httpError } from "@storeops/domain";
import i18n from "i18next";
import { keepAnswer, keptAnswer } from "./offline/answer-cache.ts";
import { noteServerDate } from "./offline/server-clock.ts";

/**
 * The headers every call to the API sends: JSON answers, in the language the app is shown in
 * (the server words its refusals, field errors and exports in it).
 */
export function apiHeaders(): Record<string, string> {
  return { Accept: "application/json", "Accept-Language": i18n.resolvedLanguage ?? i18n.language ?? "en" };
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, message: string, code: string, details?: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

interface ErrorBody {
  message?: unknown;
  code?: unknown;
  details?: unknown;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // Not JSON (a proxy error page, for instance): fall back to the status line.
  }
  const message =
    typeof body.message === "string" && body.message !== ""
      ? body.message
      : httpError(response.status, response.statusText);
  const code = typeof body.code === "string" ? body.code : "http_error";
  return new ApiError(response.status, message, code, body.details);
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Headers beyond the usual ones (a kiosk's device token). */
  headers?: Record<string, string>;
  /** A write's Idempotency-Key: sent again, it answers the first result (lib/offline). */
  idempotencyKey?: string;
}

/** The fetch failed before any answer: no connection (the browser is offline, or the server unreachable). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === "NetworkError");
}

function requestHeaders(options: RequestOptions): Record<string, string> {
  const headers = { ...apiHeaders(), ...options.headers };
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  return headers;
}

export async function apiRequest(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers = requestHeaders(options);
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const method = options.method ?? "GET";
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      credentials: "same-origin",
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    // Without a connection a GET answers what it answered last on this device (offline/answer-cache.ts).
    const kept = method === "GET" && isNetworkError(error) ? await keptAnswer(path) : undefined;
    if (kept) return kept;
    throw error;
  }
  noteServerDate(response);
  if (!response.ok) throw await toApiError(response);
  if (method === "GET") keepAnswer(path, response);
  return response;
}

/** POST of files (multipart, repeated field `files`), e.g. to /rest/v1/upload-temp/{table}. */
export async function apiUpload(path: string, files: readonly Blob[], options: RequestOptions = {}) {
  const body = new FormData();
  for (const file of files) body.append("files", file, file instanceof File ? file.name : "file");
  return apiForm(path, body, options);
}

/** POST of a multipart form (files and fields), e.g. an import's file and its mapping. */
export async function apiForm(path: string, body: FormData, options: RequestOptions = {}) {
  const response = await fetch(`/api${path}`, {
    method: "POST",
    body,
    credentials: "same-origin",
    headers: requestHeaders(options),
  });
  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function apiJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiRequest(path, options);
  return (await response.json()) as T;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
