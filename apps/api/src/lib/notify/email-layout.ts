/**
 * The one layout of every e-mail the API sends with an HTML part: the team's (lib/auth/team-email.ts:
 * invitation, password reset) and the visitors' (visitor-email.ts: confirmations, newsletter opt-in).
 * The team's notifications about new submissions are plain text only (messages.ts).
 *
 * The HTML is plain and accessible: one language, a title, real paragraphs, links whose text says where
 * they go, no images or layout tables. Escaping is by construction: a paragraph is `Html`, which only
 * this module makes, with the one escaping function below; the `markup` template escapes every value
 * put into it, so text a visitor or a teammate typed can never become markup.
 *
 *   emailPage(subject, [text(greeting), markup`${name} invited you as ${roles}.`, link(url, "Accept")])
 */

/** Text as HTML: the five characters that could open markup or end an attribute, as entities. */
function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** A piece of an e-mail's HTML part, escaped where it came from text. */
export type Html = { readonly html: string };

const piece = (html: string): Html => ({ html });
const isHtml = (value: unknown): value is Html =>
  typeof value === "object" && value !== null && typeof (value as Html).html === "string";

/** Text, escaped. */
export const text = (value: string): Html => piece(escapeHtml(value));

/**
 * Markup written here, with every value escaped unless it is Html already (a link). Not named `html`:
 * Prettier would format the template as an HTML document (`<br>` to `<br />`, lines wrapped).
 */
export function markup(strings: TemplateStringsArray, ...values: (string | Html)[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += (isHtml(value) ? value.html : escapeHtml(value)) + strings[i + 1]!;
  });
  return piece(out);
}

/** A link whose text says where it goes. */
export function link(href: string, label: string): Html {
  return markup`<a href="${href}">${label}</a>`;
}

/** A subject never carries a line break, whatever was typed into a field, and stays short. */
export function oneLine(value: string, max = 120): string {
  const flat = value.replace(/[\r\n\t]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The whole HTML part: the subject as its title, then one paragraph per piece. */
export function emailPage(subject: string, paragraphs: Html[]): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    "</head>",
    '<body style="font-family: sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a; max-width: 40em;">',
    ...paragraphs.map((p) => `<p>${p.html}</p>`),
    "</body>",
    "</html>",
  ].join("\n");
}
