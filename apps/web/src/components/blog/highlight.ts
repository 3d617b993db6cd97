export type HighlightPart = { text: string; match: boolean };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The words of a search, as the title highlighting uses them: split on spaces, blanks dropped. */
export function searchTerms(query: string): string[] {
  return [...new Set(query.split(/\s+/).filter(Boolean))];
}

/**
 * Splits a text into runs that do and do not match any search word, case-insensitively:
 *   highlightParts("Edge AI at the edge", "edge")
 *   → [{text:"Edge",match:true},{text:" AI at the ",match:false},{text:"edge",match:true}]
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const terms = searchTerms(query)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (!terms.length || !text) return text ? [{ text, match: false }] : [];
  // With one capturing group, split() alternates: odd indexes are the matches.
  return text
    .split(new RegExp(`(${terms.join("|")})`, "gi"))
    .map((part, i) => ({ text: part, match: i % 2 === 1 }))
    .filter((part) => part.text !== "");
}
