/**
 * The migrations' journal as drizzle's migrator reads it: an existing database applies only the
 * migrations dated after the last one it ran, so a migration dated earlier than its predecessor (a
 * clock behind the previous ones' dates) would never run there. Each entry follows the one before,
 * in number and in date, and names a file of the folder.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./client";

it("dates each migration after the one before, in order, each with its file", () => {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string; when: number }[];
  };
  journal.entries.forEach((entry, i) => {
    expect(entry.idx).toBe(i);
    expect(entry.tag.startsWith(String(i).padStart(4, "0"))).toBe(true);
    expect(existsSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`)), entry.tag).toBe(true);
    if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
  });
});
