/** Documentation page; the spec's messages come from MSG. */
export const documentationText = {
  documentation: {
    title: "Documentation",
    subtitle: "Step-by-step guides for your daily work, with pictures of the screens",
    guides: "Guides",
    guidesHint: "One guide per job you do in StoreOps. The ? on each screen opens its guide.",
    developer: "Developer documents",
    developerHint: "For administrators: the API, the database, deployment and the permission rules.",
    help: "Help: {{title}}",
    helpIndex: "Help: guides",
    version: "Version",
    documents: "Documents",
    apiReference: "Live API reference",
    apiReferenceHint: "OpenAPI, served by this server",
    openApi: "Open /api/docs",
    downloadTxt: "Download TXT",
    downloadAsTxt: "Download as TXT",
    back: "Back to Documentation Index",
    loadFailed: "The documentation could not be loaded",
    downloadFailed: "The document could not be downloaded",
  },
} as const;
