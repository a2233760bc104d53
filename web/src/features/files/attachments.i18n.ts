/** Texts of the attachment picker and list. */

export const attachmentsText = {
  label: "Attachments",
  receipt: "Receipt",
  title: "Attachments",
  stored: "Stored files",
  dropHere: "Drag files here or click to choose",
  photoOrFile: "Take a photo or choose a file",
  limits: "PDF, JPG or PNG · up to 10 MB each · at most 10 files",
  chooseFiles: "Choose Files",
  chooseFile: "Choose a file",
  takePhoto: "Take a photo",
  remove: "Remove {{name}}",
  none: "No attachments",
  pdf: "PDF document",
  view: "Open {{name}}",
  download: "Download {{name}}",
} as const;
