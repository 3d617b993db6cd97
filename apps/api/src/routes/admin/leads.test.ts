import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminContactLead, Paged } from "@site/contract";
import { closeDb } from "../../test/context";
import { createAdminTestContext, type AdminTestContext } from "./admin-test-context";
import { csvCell, toCsv } from "./csv";

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestContext();
});
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

/** Parses RFC 4180 CSV (quoted cells, doubled quotes, CRLF) back into rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && body[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

describe("csv", () => {
  it("quotes every cell and doubles quotes", () => {
    expect(csvCell('She said "hi", then left')).toBe('"She said ""hi"", then left"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    for (const bad of ['=HYPERLINK("http://x")', "+1+2", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(csvCell(bad)).toBe(`"'${bad.replace(/"/g, '""')}"`);
    }
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(toCsv(["h"], [["=1"]])).toBe('\uFEFF"h"\r\n"\'=1"\r\n');
  });
});

describe("leads", () => {
  it("lists contact leads newest first with paging", async () => {
    for (const n of [1, 2, 3]) {
      const res = await ctx.post(
        "/leads/contact-us",
        {},
        {
          first_name: `Lead${n}`,
          last_name: "Person",
          email: `lead${n}@example.com`,
          message: `Message ${n}`,
        },
      );
      expect(res.statusCode).toBe(200);
    }
    const res = await ctx.admin("GET", "/leads/contact", { query: { size: 2 } });
    expect(res.statusCode).toBe(200);
    const page = res.json() as Paged<AdminContactLead>;
    expect(page.totalElements).toBe(3);
    expect(page.totalPages).toBe(2);
    expect(page.content.map((l) => l.first_name)).toEqual(["Lead3", "Lead2"]);
    expect(page.content[0]).toMatchObject({
      last_name: "Person",
      email: "lead3@example.com",
      message: "Message 3",
    });
    const second = (await ctx.admin("GET", "/leads/contact", { query: { size: 2, page: 1 } })).json();
    expect(second.content.map((l: AdminContactLead) => l.first_name)).toEqual(["Lead1"]);
  });

  it("lists UX review requests and newsletter subscribers", async () => {
    await ctx.post(
      "/leads/design-campaign",
      {},
      {
        full_name: "Nora Vale",
        email: "nora@example.com",
        website_url: "nora.example.com",
        company: "Vale Goods",
      },
    );
    await ctx.post("/leads/newsletter", {}, { email: "Reader@Example.com" });
    const design = (await ctx.admin("GET", "/leads/design-campaign")).json();
    expect(design.content[0]).toMatchObject({
      full_name: "Nora Vale",
      website_url: "https://nora.example.com",
      company: "Vale Goods",
      message: null,
    });
    const news = (await ctx.admin("GET", "/leads/newsletter")).json();
    // Double opt-in: the address waits for its owner's confirmation, and the list says so.
    expect(news.content.find((s: { email: string }) => s.email === "reader@example.com")).toMatchObject({
      confirmed_date: null,
    });
  });

  it("exports CSV safe to open in a spreadsheet", async () => {
    await ctx.post(
      "/leads/contact-us",
      {},
      {
        first_name: '=HYPERLINK("http://evil.example","click")',
        last_name: 'O\'Hara, "Jr"',
        email: "formula@example.com",
        phone_number: "+1 555 0100",
        message: "Line one<br>Line two, with a comma",
      },
    );
    const res = await ctx.admin("GET", "/leads/contact/export");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="contact-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      "id",
      "created_date",
      "first_name",
      "last_name",
      "email",
      "phone_number",
      "message",
    ]);
    const row = rows.find((r) => r[4] === "formula@example.com")!;
    expect(row[2]).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(row[3]).toBe('O\'Hara, "Jr"');
    expect(row[5]).toBe("'+1 555 0100");
    expect(row[6]).toBe("Line one\nLine two, with a comma");
    expect(rows).toHaveLength(1 + 4);

    const news = await ctx.admin("GET", "/leads/newsletter/export");
    expect(news.headers["content-disposition"]).toContain("newsletter-subscribers-");
    expect(parseCsv(news.body)[0]).toEqual(["id", "created_date", "email", "confirmed_date"]);
  });

  it("answers 400 for an unknown lead type or bad paging", async () => {
    expect((await ctx.admin("GET", "/leads/spam")).statusCode).toBe(400);
    expect((await ctx.admin("GET", "/leads/spam/export")).statusCode).toBe(400);
    expect((await ctx.admin("GET", "/leads/contact", { query: { page: "x" } })).statusCode).toBe(400);
  });
});
