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
} as const;
