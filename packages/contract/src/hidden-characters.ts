/**
 * Characters that show nothing (issue 30): bidi embedding, override and isolate controls (U+202A–U+202E,
 * U+2066–U+2069) make a text display in another order than it is stored (Trojan Source), and zero-width
 * characters (U+200B, U+2060, U+FEFF, soft hyphens, variation selectors, tags…) make two names look the
 * same. The one rule of every name and every text visitors write; the forms' rules (form-check.ts) and
 * the zod schemas (requests.ts, admin.ts, team.ts) apply it:
 *   - a name refuses them (`hasHiddenCharacters`), with a message beside the field;
 *   - free text (a comment, a lead's message, the team's reply) drops them (`dropHiddenCharacters`).
 * Both keep what people really type: emoji joined by U+200D (👩‍💻, 👨‍👩‍👧), emoji presentation (❤️, 1️⃣),
 * flags of tags (🏴󠁧󠁢󠁳󠁣󠁴󠁿), joiners inside words of the scripts that need them (Persian "می‌خواهم", Indic
 * conjuncts) and right-to-left words, which display right without any control.
 *
 * This module imports nothing: the browser's form checks (form-check.ts) carry it.
 */

/**
 * Invisible characters: Unicode's default-ignorable code points (the bidi controls and marks, zero-width
 * spaces and joiners, soft hyphen, word joiner, BOM, Hangul fillers, variation selectors, tags) and the
 * interlinear annotation controls.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\uFFF9-\uFFFB]/gu;
/** A name also refuses control characters (a newline, a tab) and line and paragraph separators. */
const INVISIBLE_IN_NAMES = /[\p{Default_Ignorable_Code_Point}\uFFF9-\uFFFB\p{Cc}\u2028\u2029]/gu;

/** The scripts whose words take U+200C/U+200D: Arabic script, Syriac, N'Ko, Mongolian, Indic scripts. */
const JOINING =
  String.raw`\p{scx=Arab}\p{scx=Syrc}\p{scx=Nkoo}\p{scx=Mong}\p{scx=Deva}\p{scx=Beng}\p{scx=Guru}` +
  String.raw`\p{scx=Gujr}\p{scx=Orya}\p{scx=Taml}\p{scx=Telu}\p{scx=Knda}\p{scx=Mlym}\p{scx=Sinh}`;

/** An invisible character where it belongs (tried at its own position; it looks at its neighbours). */
const BELONGS = new RegExp(
  [
    // An emoji's presentation selector (❤️), a keycap's (1️⃣).
    String.raw`(?<=\p{Extended_Pictographic})[\uFE0E\uFE0F]`,
    String.raw`(?<=[0-9#*])\uFE0F(?=\u20E3)`,
    // The joiner between two emoji (👩‍💻, 🏳️‍🌈, 👩🏽‍💻).
    String.raw`(?<=\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]?)\u200D(?=\p{Extended_Pictographic})`,
    // A flag's tags (🏴󠁧󠁢󠁳󠁣󠁴󠁿: the black flag, then tag letters, then the cancel tag).
    String.raw`(?<=\u{1F3F4}[\u{E0020}-\u{E007E}]*)[\u{E0020}-\u{E007F}]`,
    // Joiners inside a word of a script that uses them, and a chillu's ZWJ after a virama.
    String.raw`(?<=[${JOINING}])[\u200C\u200D](?=[\p{L}\p{M}])`,
    String.raw`(?<=\p{M})(?<=[${JOINING}])\u200D`,
    // Mongolian variation selectors and vowel separator; ideographic variation sequences.
    String.raw`(?<=\p{scx=Mong})[\u180B-\u180F]`,
    String.raw`(?<=\p{Ideographic})[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]`,
  ].join("|"),
  "uy",
);

function belongs(text: string, index: number): boolean {
  BELONGS.lastIndex = index;
  return BELONGS.test(text);
}

/**
 * Whether a name holds a character that shows nothing (or a control character) where it does not belong:
 *   hasHiddenCharacters("Ana\u202Ezil") // true
 *   hasHiddenCharacters("A\u200Bna")    // true
 *   hasHiddenCharacters("مهرآفرین") // false
 */
export function hasHiddenCharacters(name: string): boolean {
  for (const m of name.matchAll(INVISIBLE_IN_NAMES)) if (!belongs(name, m.index)) return true;
  return false;
}

/**
 * A text without the characters that show nothing where they do not belong (line breaks and tabs stay):
 *   dropHiddenCharacters("Great post\u202E!") // "Great post!"
 *   dropHiddenCharacters("👩‍💻 رائع")          // unchanged
 */
export function dropHiddenCharacters(text: string): string {
  return text.replace(INVISIBLE, (c, index: number) => (belongs(text, index) ? c : ""));
}
