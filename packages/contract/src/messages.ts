/** Every message a visitor can read that the spec fixes (§5 validation, §8 errors and toasts). */

export const MESSAGES = {
  nameRequired: "Please enter your name",
  emailInvalid: "Email is not valid",
  emailRequired: "Please enter your email",
  commentRequired: "Please enter your comment",
  commentTooLong: "Your Comment Must Be Less Than 1024 Characters",
  firstNameRequired: "Please enter your first name",
  lastNameRequired: "Please enter your last name",
  resumeRequired: "Please upload your resume file",
  messageRequired: "Please enter your message",
  // Not fixed by the spec: our wording, in the same voice.
  resumeType: "Please upload a PDF, DOC or DOCX file",
  resumeTooLarge: "Your resume must be 5 MB or smaller",
  phoneInvalid: "Phone number is not valid",
  websiteInvalid: "Please enter a valid website address",
  companyRequired: "Please enter your company name",
  ratingRange: "Rating must be a whole number from 1 to 5",
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
} as const;

export const TOASTS = {
  commentFailed: "Failed to send your comment",
  commentSent: "Thanks! Your comment was sent for review",
  ratingSuccess: "Thanks for your rating",
  ratingFailed: "Failed to send your rating",
  applicationSuccess: "Your application has been submitted successfully",
  applicationFailed: "Failed to submit your application",
  contactSuccess: "Your message has been sent successfully",
  contactFailed: "Failed to send your message",
  copiedToClipboard: "Copied to clipboard",
  newsletterSuccess: "You're subscribed. Watch your inbox for our next issue",
  newsletterFailed: "Failed to subscribe. Please try again",
  reviewRequestSuccess: "Your review request has been sent successfully",
  reviewRequestFailed: "Failed to send your review request",
  likeFailed: "Failed to send your like",
} as const;

export const UI_TEXT = {
  schedulerErrorTitle: "Error",
  schedulerError: "Failed to load Calendly. Please try again later.",
  noCategories: "No categories found",
  noResultsTitle: "Oops! No results this time",
  noResultsHint: "Try changing keyword or change your filters",
  clearFilters: "Clear Filters",
  closedPosition: "This position has been closed and is no longer accepting applications.",
  closedBanner: "Closed",
  copied: "Copied!",
  ratingThanks: "Thank you for your feedback!",
  fileUploaded: "File uploaded successfully",
  loading: "Loading...",
  required: "(Required)",
  filterTitle: "Filter",
  relatedBlogs: "Related Blogs",
  latestBlogs: "Our Latest Blogs",
  viewAllBlogs: "View All Blogs",
  viewAllWorks: "View All Works",
  showMoreBlogs: "Show more blogs",
  goToWebsite: "Go to website",
  commentReviewTitle: "Thanks for your comment",
  commentReviewBody: "Comments are reviewed by our team before they are published.",
  genericError: "An error occurred",
} as const;

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
