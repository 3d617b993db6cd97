/** Toast texts (spec §8); a module of their own, so a page without toasts does not carry them. */
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
