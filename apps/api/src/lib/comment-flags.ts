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

/**
 * The most characters a person types in a second: a very fast typist keeps up about 12; pasting a
 * prepared text is faster, and worth the moderator's look.
 */
export const TYPING_CHARS_PER_SECOND = 15;
/** Nobody reads a post and writes even a one-word comment in less. */
export const COMMENT_MIN_SECONDS = 3;

/**
 * When the comment form was shown (its signed stamp, contract form-time.ts), or null when the comment came
 * without a valid one (not sent from the post's page, or from a page a day old), and when it arrived.
 */
export type CommentTiming = { shownAt: Date | null; now: Date };

/** The reasons a comment is flagged, joined, or null when nothing stands out. */
export function commentFlagReason(content: string, timing: CommentTiming): string | null {
  const reasons: string[] = [];
  const links = countLinks(content);
  if (links > COMMENT_MAX_LINKS) reasons.push(`Contains ${links} links (more than ${COMMENT_MAX_LINKS})`);
  if (!timing.shownAt) {
    reasons.push("Sent without the post's comment form");
  } else {
    const seconds = Math.max(0, (timing.now.getTime() - timing.shownAt.getTime()) / 1000);
    const typing = Math.max(COMMENT_MIN_SECONDS, content.length / TYPING_CHARS_PER_SECOND);
    if (seconds < typing) {
      reasons.push(
        `Sent ${seconds.toFixed(1)} s after the form was shown: faster than ${content.length} characters can be typed`,
      );
    }
  }
  return reasons.length ? reasons.join("; ") : null;
}
