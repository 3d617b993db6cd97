/**
 * Why a new comment looks like spam, for the moderator (issue 20): every comment waits for moderation
 * anyway; a flagged one says what stood out, and the team's queue shows it.
 */

/** More links than this in one comment is the link-spam tell. */
export const COMMENT_MAX_LINKS = 2;

/**
 * Links as a reader or a crawler would find them: http(s):// and www. addresses, and bare domain names
 * with a path or a common top-level domain ("cheap-pills.shop/buy"). An e-mail address is not a link.
 */
const LINK =
  /(?<![@\w.-])(?:https?:\/\/[^\s<>"']+|www\.[^\s<>"']+|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|net|org|info|biz|io|co|ru|cn|xyz|top|shop|site|online|store|click|link|app|dev|me|us|uk)\b(?:\/[^\s<>"']*)?)/gi;

export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

/** The reason a comment is flagged, or null when nothing stands out. */
export function commentFlagReason(content: string): string | null {
  const links = countLinks(content);
  if (links > COMMENT_MAX_LINKS) return `Contains ${links} links (more than ${COMMENT_MAX_LINKS})`;
  return null;
}
