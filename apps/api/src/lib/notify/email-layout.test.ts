import { describe, expect, it } from "vitest";
import { renderInvitation, renderPasswordReset } from "../auth/team-email";
import { emailPage, link, markup, oneLine, text } from "./email-layout";
import { renderNewsletterConfirmation, renderUxReviewConfirmation } from "./visitor-email";

const typed = `Ada <b>"O'Hara"</b> & co`;
const escaped = "Ada &lt;b&gt;&quot;O&#39;Hara&quot;&lt;/b&gt; &amp; co";

describe("the e-mail layout", () => {
  it("escapes text, every value of a markup template, and a link's address and label", () => {
    expect(text(typed).html).toBe(escaped);
    expect(markup`Hello ${typed},<br>${link(`https://x.test/?a=1&b="<x>"`, typed)}`.html).toBe(
      `Hello ${escaped},<br><a href="https://x.test/?a=1&amp;b=&quot;&lt;x&gt;&quot;">${escaped}</a>`,
    );
  });

  it("makes one page: language, title, one paragraph per piece", () => {
    const page = emailPage(typed, [text("One"), markup`Two<br>${"three"}`]);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain(`<title>${escaped}</title>`);
    expect(page).toContain("<p>One</p>\n<p>Two<br>three</p>\n</body>");
  });

  it("keeps a subject on one short line", () => {
    expect(oneLine(" a\r\nb\tc ")).toBe("a b c");
    expect(oneLine("x".repeat(130))).toHaveLength(120);
  });

  it("is the layout of the team's and the visitors' mails alike, escaping what people typed", () => {
    const expiresAt = new Date("2026-11-29T10:20:00Z");
    const mails = [
      renderInvitation({
        site: typed,
        name: typed,
        invitedBy: typed,
        roles: ["editor"],
        link: "https://x.test/a?t=1&u=2",
        expiresAt,
      }),
      renderPasswordReset({ site: typed, name: typed, link: "https://x.test/r?t=1&u=2", expiresAt }),
      renderUxReviewConfirmation({ site: typed, fullName: typed, websiteUrl: "https://e.test/<x>" }),
      renderNewsletterConfirmation({
        site: typed,
        confirmUrl: "https://x.test/c?t=1&u=2",
        unsubscribeUrl: "https://x.test/u?t=1&u=2",
        days: 7,
      }),
    ];
    for (const mail of mails) {
      expect(mail.html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
      expect(mail.html).not.toContain("<b>");
      expect(mail.html).toContain(escaped);
      expect(mail.html).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    }
  });

  it("gives the team's mails one-line subjects too", () => {
    const mail = renderPasswordReset({
      site: "Cobaltline\r\nBcc: someone@example.test",
      name: "Ada",
      link: "https://x.test/r",
      expiresAt: new Date(),
    });
    expect(mail.subject).toBe("Choose a new password for Cobaltline Bcc: someone@example.test");
  });
});
