/** Documentation page; the spec's messages come from MSG. */
export const documentationText = {
  documentation: {
    title: "Documentation",
    subtitle: "The StoreOps manuals, written for this version of the product",
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
