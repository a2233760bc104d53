/** Texts of the attachment picker and list. */

export const attachmentsText = {
  label: "Attachments",
  receipt: "Receipt",
  title: "Attachments",
  stored: "Stored files",
  dropHere: "Drag files here or click to choose",
  limits: "PDF, JPG or PNG · up to 10 MB each · at most 10 files",
  chooseFiles: "Choose Files",
  takePhoto: "Take Photo",
  remove: "Remove {{name}}",
  none: "No attachments",
  pdf: "PDF document",
  view: "Open {{name}}",
  download: "Download {{name}}",
} as const;
