/** Documentation page. */
export const documentationText = {
  documentation: {
    apiTitle: "API reference",
    apiText: "The server publishes an OpenAPI description of every endpoint it serves.",
    apiLink: "Open the API reference",
  },
} as const;
