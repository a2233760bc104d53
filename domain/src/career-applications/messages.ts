/** Messages of the applicant pipeline (ours: the spec has none); merged into MSG. */
export const APPLICATION_MESSAGES = {
  hiredOnlyByHire: "An application is marked hired only by hiring the applicant.",
  alreadyHired: "This applicant has already been hired.",
  notHireable: "Only new, reviewing or interviewed applications can be hired.",
  tooManyApplications: "Too many applications from this address. Please try again in an hour.",
  hired: "Applicant hired and added to staff.",
  noResume: "This application has no résumé.",
  chooseOwnStore: "Choose one of your stores.",
  hiredStaffUnreadable: "The new staff record could not be read.",
} as const;

/**
 * Ours: a hire whose email is already a staff record's or a user account's would let the
 * applicant take that person's place; the admin edits the email first.
 */
export function hireEmailTaken(email: string, owner: "staff record" | "user account"): string {
  return `The email ${email} already belongs to a ${owner}. Edit the email before hiring.`;
}
