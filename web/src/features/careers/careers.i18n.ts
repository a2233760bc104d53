import { PUBLIC_MSG as MSG } from "@storeops/domain";

/** Public job listing and its Apply modal (spec 1 §2.7). */
export const careersText = {
  careers: {
    title: "Careers",
    subtitle: "Join our team. These are the positions open right now.",
    search: "Search positions",
    searchPlaceholder: "Job title, location, department…",
    jobType: "Job type",
    allTypes: "All Types",
    location: "Location",
    allLocations: "All Locations",
    empty: MSG.noPositions,
    payRange: "{{min}} – {{max}} per hour",
    posted: "Posted {{date}}",
    recently: MSG.postedRecently,
    requirements: "Requirements",
    viewDetails: "View Details",
    hideDetails: "Hide Details",
    applyNow: "Apply Now",
    apply: {
      title: "Apply for {{title}}",
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email",
      phone: "Phone",
      resume: "Résumé",
      resumeHint: "PDF, DOC or DOCX, up to 10 MB",
      coverLetter: "Cover Letter",
      counter: "{{count}}/{{max}} characters",
      terms: "I agree to the terms and conditions and to my details being stored for this application.",
      submit: "Submit Application",
      cancel: "Cancel",
      dismiss: "Dismiss",
    },
  },
} as const;
