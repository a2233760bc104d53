/** File upload messages of spec 2, word for word. */

/** Files messages of spec 2, word for word. */
export const FILE_MESSAGES = {
  uploadFilesError: "Error uploading files. Please try again.",
  moveFilesFailed: "Failed to move files",
  uploadFailed: "Upload failed",
} as const;

/** "File {name} is too large. Maximum size is 10MB." */
export function fileTooLarge(name: string): string {
  return `File ${name} is too large. Maximum size is 10MB.`;
}

/** "File {name} is not supported. Only PDF, JPG, and PNG files are allowed." */
export function fileNotSupported(name: string): string {
  return `File ${name} is not supported. Only PDF, JPG, and PNG files are allowed.`;
}
