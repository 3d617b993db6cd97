/** API error messages (the `message` of an error body). */
export const API_ERRORS = {
  validation: "Some fields are not valid",
  notFound: "Not found",
  unknownTenant: "Unknown tenant",
  careerClosed: "This position is closed and no longer accepts applications",
  fileTooLarge: "The file is larger than 5 MB",
  fileType: "Only PDF, DOC and DOCX files are accepted",
  rateLimited: "Too many requests. Please wait a minute and try again",
  badFilter: "The filter is not valid",
  badJson: "The request body is not valid JSON",
  /** A browser's write from another site, refused by the site's gateway and by the API. */
  crossSite: "Cross-site requests are not accepted",
  bodyTooLarge: "The request body is too large",
  unavailable: "The service is unavailable. Please try again shortly.",
  /** PostgreSQL cannot be reached (restarting, failing over): 503, nothing was written. */
  databaseUnavailable:
    "Our database is briefly unavailable. Nothing was changed; please try again in a moment.",
} as const;
