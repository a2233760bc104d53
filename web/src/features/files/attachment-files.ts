import {
  ATTACHMENT_MIME_TYPES,
  fileNotSupported,
  fileTooLarge,
  MAX_FILE_BYTES,
  MAX_FILES_PER_UPLOAD,
} from "@storeops/domain";

/** A file stored on a record (spec 2 §3 Attachment), as the API returns it. */
export interface Attachment {
  name: string;
  originalName?: string;
  url: string;
  type?: string;
  size?: number;
}

/** The tables whose forms attach files here. */
export type AttachmentTable = "purchases" | "expenses" | "daily_income";

export interface FileCheck {
  accepted: File[];
  /** Spec messages of the files that were skipped. */
  errors: string[];
}

const EXTENSION_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** The MIME type a browser reported, or one guessed from the extension when it reported none. */
export function fileType(file: Pick<File, "name" | "type">): string {
  if (file.type) return file.type;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return EXTENSION_TYPES[extension] ?? "";
}

/**
 * Spec 2 §5 pre-check: PDF, JPEG and PNG up to 10 MB each; invalid files are skipped with the
 * spec's message and the valid ones proceed. The server checks the bytes again.
 */
export function checkFiles(
  files: readonly File[],
  alreadySelected = 0,
  maxCount = MAX_FILES_PER_UPLOAD,
): FileCheck {
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (!(ATTACHMENT_MIME_TYPES as readonly string[]).includes(fileType(file))) {
      errors.push(fileNotSupported(file.name));
    } else if (file.size > MAX_FILE_BYTES) {
      errors.push(fileTooLarge(file.name));
    } else if (alreadySelected + accepted.length >= maxCount) {
      errors.push(tooManyFiles(maxCount));
    } else {
      accepted.push(file);
    }
  }
  return { accepted, errors: [...new Set(errors)] };
}

/** Ours: the spec gives no wording for the per-upload count limit. */
export function tooManyFiles(max: number): string {
  return `At most ${max} files can be uploaded at once.`;
}

export function isImage(attachment: Pick<Attachment, "type" | "name">): boolean {
  return (attachment.type ?? fileType({ name: attachment.name, type: "" })).startsWith("image/");
}

export function isPdf(attachment: Pick<Attachment, "type" | "name">): boolean {
  return (attachment.type ?? fileType({ name: attachment.name, type: "" })) === "application/pdf";
}

/** The attachment's URL asking the server for a download (Content-Disposition: attachment). */
export function downloadUrl(url: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}download=1`;
}

const sizeFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number | undefined): string {
  if (bytes === undefined) return "";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/** Attachments arrive as a list or, from older rows, as a JSON string (spec 2 §3). */
export function parseAttachments(value: unknown): Attachment[] {
  let list: unknown = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is Attachment =>
      typeof item === "object" &&
      item !== null &&
      typeof item.name === "string" &&
      typeof item.url === "string",
  );
}
