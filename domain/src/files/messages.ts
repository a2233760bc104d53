/** File upload messages of spec 2, word for word. */

/** Files messages of spec 2, word for word. */
export const FILE_MESSAGES = {
  uploadFilesError: "Error uploading files. Please try again.",
  moveFilesFailed: "Failed to move files",
  uploadFailed: "Upload failed",
  // Ours: uploads the server refuses before reading a file
  filesNotMultipart: "Send the files as multipart/form-data in the field files",
  fileNameMissing: "Every uploaded file needs a file name.",
  uploadIncomplete: "The upload is not a complete multipart/form-data body.",
  // Ours: limits of temporary uploads
  attachNotAllowed: "You cannot attach files to these records.",
  uploadQuotaReached:
    "You have too many uploaded files not yet attached to a record. Attach them, or try again tomorrow.",
  uploadsBusy: "Too many files are being uploaded right now. Please try again in a few minutes.",
} as const;

/**
 * "File {name} is too large. Maximum size is 10MB." with the configured limit in place of the
 * spec's 10MB (the spec's words exactly when the limit is the default).
 */
export function fileTooLarge(name: string, maxBytes = 10 * 1024 * 1024): string {
  const megabytes = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return `File ${name} is too large. Maximum size is ${megabytes}MB.`;
}

/** "File {name} is not supported. Only PDF, JPG, and PNG files are allowed." */
export function fileNotSupported(name: string): string {
  return `File ${name} is not supported. Only PDF, JPG, and PNG files are allowed.`;
}

/** Ours: more files in one upload than it takes. */
export function tooManyFiles(max: number): string {
  return `At most ${max} files can be uploaded at once.`;
}

/** Ours: an upload for a table whose records carry no attachments. */
export function filesNotAttachable(table: string): string {
  return `Files cannot be attached to ${table}`;
}
