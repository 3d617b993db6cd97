import { describe, expect, it } from "vitest";
import {
  AUDIT_MAX_CHANGES,
  auditActionOption,
  auditActionWords,
  auditChanges,
  auditTargetWords,
} from "./audit";

describe("auditChanges", () => {
  it("lists the fields that differ, named in words, list items from 1", () => {
    expect(
      auditChanges(
        { title: "Old", publish_at: null, items: [{ q: "a" }, { q: "b" }], same: 1 },
        { title: "New", publish_at: "2026-03-01", items: [{ q: "a" }, { q: "c" }, { q: "d" }], same: 1 },
      ),
    ).toEqual({
      changes: [
        { field: "Title", before: "Old", after: "New" },
        { field: "Publish at", before: "", after: "2026-03-01" },
        { field: "Items › 2 › Q", before: "b", after: "c" },
        { field: "Items › 3 › Q", before: "", after: "d" },
      ],
      more: 0,
    });
  });

  it("names what was removed, a whole new value, and a plain value", () => {
    expect(auditChanges({ a: 1, gone: "x" }, { a: 1 }).changes).toEqual([
      { field: "Gone", before: "x", after: "" },
    ]);
    expect(auditChanges(null, { name: "Ada", roles: ["editor"] }).changes).toEqual([
      { field: "Name", before: "", after: "Ada" },
      { field: "Roles › 1", before: "", after: "editor" },
    ]);
    expect(auditChanges("draft", "published").changes).toEqual([
      { field: "Value", before: "draft", after: "published" },
    ]);
    expect(auditChanges(null, null)).toEqual({ changes: [], more: 0 });
  });

  it("lists at most AUDIT_MAX_CHANGES fields and counts the rest", () => {
    const after = Object.fromEntries(Array.from({ length: AUDIT_MAX_CHANGES + 5 }, (_, i) => [`f${i}`, i]));
    const { changes, more } = auditChanges({}, after);
    expect(changes).toHaveLength(AUDIT_MAX_CHANGES);
    expect(more).toBe(5);
  });
});

describe("the trail's words", () => {
  it("names known actions and targets, and reads an unknown code as words", () => {
    expect(auditActionWords("post.publish")).toBe("Published");
    expect(auditActionWords("widget.re-index_all")).toBe("Widget re index all");
    expect(auditActionWords("constructor")).toBe("Constructor");
    expect(auditTargetWords("career")).toBe("Opening");
    expect(auditActionOption("post.publish")).toBe("Post: published");
    expect(auditActionOption("privacy.erase")).toBe("Personal data: erased a person's data");
  });
});
