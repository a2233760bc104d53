/** Careers messages of spec 1 §5 and §8, word for word; merged into MSG by messages.ts. */
export const CAREER_MESSAGES = {
  requiredFields: "Please fill in all required fields.",
  agreeToTerms: "Please agree to the terms and conditions to proceed.",
  coverLetterTooLong: "Cover letter must be 500 characters or less.",
  resumeType: "Only PDF, DOC, and DOCX files are allowed",
  requirementMissing: "Please add at least one requirement.",
  applyError: "Error submitting application. Please try again.",
  applySuccess: "Application submitted successfully! We will contact you soon.",
  careerSaveError: "Error saving career. Please try again.",
  careerDeleteError: "Error deleting career. Please try again.",
  careerStatusError: "Error updating career status. Please try again.",
  careerDeleteConfirm: "Are you sure you want to delete this job posting?",
  noPositions: "No positions found",
  // Ours: the public apply form
  positionClosed: "This position is no longer open.",
  applyNotMultipart: "Send the application as multipart/form-data.",
  oneResumeOnly: "Attach at most one résumé.",
  tooManyFormFields: "Too many form fields.",
  applicationIncomplete: "The application is not a complete multipart/form-data body.",
  tooManyRefusedApplications:
    "Too many applications from this address could not be accepted. Please try again in an hour.",
  applyBusy: "Many applications are being sent right now. Please try again in a minute.",
} as const;

/**
 * "File size must be less than 10MB" with the configured limit in place of the spec's 10MB (the
 * spec's words exactly when the limit is the default).
 */
export function resumeTooLarge(maxBytes: number): string {
  return `File size must be less than ${Math.round((maxBytes / (1024 * 1024)) * 10) / 10}MB`;
}
