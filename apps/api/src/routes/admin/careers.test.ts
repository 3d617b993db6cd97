import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCareer, AdminCareerCounts, Career, CareerSummary, Paged } from "@site/contract";
import { closeDb } from "../../test/context";
import { createAdminTestContext, type AdminTestContext } from "./admin-test-context";

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestContext();
});
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

const NEW_CAREER = {
  title: "Platform Engineer",
  position_arrangement: "Full time, remote",
  job_description: "## What you will do\n\nKeep our **deploys** boring.<script>alert(1)</script>",
  body_format: "markdown",
  pay_min: 140000,
  pay_max: 170000,
  pay_currency: "USD",
  pay_period: "YEAR",
};

const NO_PAY = { pay_min: null, pay_max: null, pay_currency: null, pay_period: null };

async function publicCareer(id: number) {
  return ctx.get(`/job-applications/${id}/tenants`);
}

describe("careers", () => {
  it("creates a career with a sanitized description and shows it publicly", async () => {
    ctx.refreshed.length = 0;
    const res = await ctx.admin("POST", "/careers", { body: NEW_CAREER });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as AdminCareer;
    expect(created).toMatchObject({
      title: "Platform Engineer",
      position_arrangement: "FULL_TIME_REMOTE",
      status: "OPEN",
      published: true,
      applicant_count: 0,
    });
    expect(created.job_description).toBe(
      "<h2>What you will do</h2>\n<p>Keep our <strong>deploys</strong> boring.</p>",
    );
    expect(ctx.refreshed).toEqual([["careers", `career:${created.id}`]]);
    const pub = await publicCareer(created.id);
    expect(pub.statusCode).toBe(200);
    expect((pub.json() as Career).job_description).not.toContain("script");
    const list = (await ctx.get("/job-applications/published/tenants")).json() as CareerSummary[];
    expect(list.map((c) => c.id)).toContain(created.id);
  });

  it("edits a career, and an unpublished one leaves the public list", async () => {
    const { id } = (
      await ctx.admin("POST", "/careers", { body: { ...NEW_CAREER, title: "Data Engineer" } })
    ).json();
    const res = await ctx.admin("PUT", `/careers/${id}`, {
      body: {
        title: "Senior Data Engineer",
        position_arrangement: "CONTRACT_HYBRID",
        job_description: '<p onclick="x()">Pipelines.</p><iframe src="https://evil.example"></iframe>',
        body_format: "html",
        status: "OPEN",
        published: false,
        pay_min: "95,000",
        pay_max: "120000.00",
        pay_currency: "USD",
        pay_period: "YEAR",
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: "Senior Data Engineer",
      position_arrangement: "CONTRACT_HYBRID",
      job_description: "<p>Pipelines.</p>",
      published: false,
    });
    expect((await publicCareer(id)).statusCode).toBe(404);
    expect((await ctx.admin("GET", `/careers/${id}`)).json().title).toBe("Senior Data Engineer");
  });

  it("closes and reopens a career; the public opening says so", async () => {
    const { id } = (
      await ctx.admin("POST", "/careers", { body: { ...NEW_CAREER, title: "Support Engineer" } })
    ).json();
    ctx.refreshed.length = 0;
    const closed = await ctx.admin("POST", `/careers/${id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe("CLOSED");
    expect(ctx.refreshed).toEqual([["careers", `career:${id}`]]);
    expect((await publicCareer(id)).json().status).toBe("CLOSED");
    const reopened = await ctx.admin("POST", `/careers/${id}/open`);
    expect(reopened.json().status).toBe("OPEN");
    expect((await publicCareer(id)).json().status).toBe("OPEN");
    const viaBody = await ctx.admin("POST", `/careers/${id}/status`, { body: { status: "CLOSED" } });
    expect(viaBody.json().status).toBe("CLOSED");
  });

  it("keeps the date posted through edits, closing and a save that keeps it open; reopening posts it anew", async () => {
    const created = (
      await ctx.admin("POST", "/careers", { body: { ...NEW_CAREER, title: "Release Engineer" } })
    ).json() as AdminCareer;
    const id = created.id;
    const posted = created.posted_date;
    const postedPublicly = async () => ((await publicCareer(id)).json() as Career).posted_date;
    expect(await postedPublicly()).toBe(posted);
    const edit = (status: "OPEN" | "CLOSED") =>
      ctx.admin("PUT", `/careers/${id}`, {
        body: { ...NEW_CAREER, title: `Release Engineer (${status})`, status, published: true },
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const edited = (await edit("OPEN")).json() as AdminCareer;
    expect(edited.updated_date > posted).toBe(true);
    expect(edited.posted_date).toBe(posted);
    expect((await ctx.admin("POST", `/careers/${id}/close`)).json().posted_date).toBe(posted);
    expect(((await edit("CLOSED")).json() as AdminCareer).posted_date).toBe(posted);
    expect(await postedPublicly()).toBe(posted);
    const list = (await ctx.get("/job-applications/published/tenants")).json() as CareerSummary[];
    expect(list.find((c) => c.id === id)?.posted_date).toBe(posted);
    // Opened again, by the button or by a save: a new posting, dated now.
    const reopened = (await ctx.admin("POST", `/careers/${id}/open`)).json() as AdminCareer;
    expect(reopened.posted_date > posted).toBe(true);
    expect(await postedPublicly()).toBe(reopened.posted_date);
    await ctx.admin("POST", `/careers/${id}/close`);
    const savedOpen = (await edit("OPEN")).json() as AdminCareer;
    expect(savedOpen.posted_date > reopened.posted_date).toBe(true);
  });

  it("lists every career, closed and unpublished ones included, with paging", async () => {
    const res = await ctx.admin("GET", "/careers", { query: { size: 2 } });
    const page = res.json() as Paged<AdminCareer>;
    expect(page.content).toHaveLength(2);
    expect(page.totalElements).toBeGreaterThanOrEqual(6);
    const all = (await ctx.admin("GET", "/careers", { query: { size: 100 } })).json() as Paged<AdminCareer>;
    expect(all.content.some((c) => c.status === "CLOSED")).toBe(true);
    expect(all.content.some((c) => !c.published)).toBe(true);
  });

  it("searches, filters by status and arrangement, sorts, and counts each status (issue 31, item 7)", async () => {
    const stamp = `Zq${Date.now().toString(36)}`;
    const counts = async () => (await ctx.admin("GET", "/careers/counts")).json() as AdminCareerCounts;
    const before = await counts();
    const make = async (title: string, arrangement: string, status: "OPEN" | "CLOSED") => {
      const body = { ...NEW_CAREER, title, position_arrangement: arrangement, status };
      const res = await ctx.admin("POST", "/careers", {
        body: status === "OPEN" ? body : { ...body, ...NO_PAY },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as AdminCareer;
    };
    const a = await make(`${stamp} Beta analyst 100%_off`, "Part time, on-site", "OPEN");
    const b = await make(`${stamp} Alpha designer`, "Full time, remote", "CLOSED");
    const c = await make(`${stamp} Gamma tester`, "Part time, on-site", "CLOSED");
    const list = async (query: Record<string, string>) => {
      const res = await ctx.admin("GET", "/careers", { query: { size: "100", ...query } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Paged<AdminCareer>).content.map((r) => r.id);
    };

    expect(await list({ q: stamp.toLowerCase(), sort: "title" })).toEqual([b.id, a.id, c.id]);
    // LIKE's wildcards are searched as characters.
    expect(await list({ q: "100%_off" })).toEqual([a.id]);
    expect(await list({ q: "100%_of_" })).toEqual([]);
    expect(await list({ q: stamp, status: "CLOSED", sort: "title" })).toEqual([b.id, c.id]);
    expect(await list({ q: stamp, arrangement: "PART_TIME_ON_SITE", sort: "title" })).toEqual([a.id, c.id]);
    expect(await list({ q: stamp, status: "OPEN", arrangement: "FULL_TIME_REMOTE" })).toEqual([]);
    // Most recently changed first by default; an edit brings a position up.
    expect(await list({ q: stamp })).toEqual([c.id, b.id, a.id]);
    const edit = await ctx.admin("PUT", `/careers/${a.id}`, {
      body: { ...NEW_CAREER, title: a.title, position_arrangement: "Part time, on-site" },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await list({ q: stamp })).toEqual([a.id, c.id, b.id]);
    // By posting date, the edit changes nothing (it is not a new posting).
    expect(await list({ q: stamp, sort: "posted" })).toEqual([c.id, b.id, a.id]);

    const after = await counts();
    expect(after.all).toBe(before.all + 3);
    expect(after.OPEN).toBe(before.OPEN + 1);
    expect(after.CLOSED).toBe(before.CLOSED + 2);
    const arrangement = (all: AdminCareerCounts, name: string) =>
      all.arrangements.find((x) => x.arrangement === name)?.count ?? 0;
    expect(arrangement(after, "PART_TIME_ON_SITE")).toBe(arrangement(before, "PART_TIME_ON_SITE") + 2);
    const total = (await ctx.admin("GET", "/careers", { query: { status: "OPEN", size: "1" } })).json();
    expect(total.totalElements).toBe(after.OPEN);
  });

  it("refuses a bad list filter with a message naming it, and counts only its own tenant's careers", async () => {
    const bad = async (query: Record<string, string>) => {
      const res = await ctx.admin("GET", "/careers", { query });
      expect(res.statusCode).toBe(400);
      return res.json().errors as Record<string, string>;
    };
    expect(await bad({ status: "PAUSED" })).toEqual({ status: "Choose a status from the list" });
    expect(await bad({ sort: "salary" })).toEqual({ sort: "Choose an order from the list" });
    expect(await bad({ q: "x".repeat(101) })).toEqual({ q: "Search for at most 100 characters" });
    expect(await bad({ arrangement: "x".repeat(61) })).toEqual({
      arrangement: "Choose a location from the list",
    });

    const other = await createAdminTestContext();
    try {
      const mine = (await ctx.admin("GET", "/careers/counts")).json() as AdminCareerCounts;
      const theirs = (await other.admin("GET", "/careers/counts")).json() as AdminCareerCounts;
      const theirList = (await other.admin("GET", "/careers", { query: { size: "100" } })).json();
      expect(theirs.all).toBe(theirList.totalElements);
      expect(theirs.all).toBeLessThan(mine.all);
    } finally {
      await other.close();
    }
  });

  it("answers 400 for bad input and 404 for unknown careers", async () => {
    const empty = await ctx.admin("POST", "/careers", { body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      title: "Please enter a title",
      position_arrangement: "Please enter the arrangement",
      job_description: "Please enter the job description",
    });
    const badStatus = await ctx.admin("POST", "/careers", { body: { ...NEW_CAREER, status: "PAUSED" } });
    expect(badStatus.statusCode).toBe(400);
    const badArrangement = await ctx.admin("POST", "/careers", {
      body: { ...NEW_CAREER, position_arrangement: "--" },
    });
    expect(badArrangement.statusCode).toBe(400);
    expect((await ctx.admin("PUT", "/careers/999999", { body: NEW_CAREER })).statusCode).toBe(404);
    expect((await ctx.admin("POST", "/careers/999999/close")).statusCode).toBe(404);
    expect((await ctx.admin("GET", "/careers/999999")).statusCode).toBe(404);
    expect((await ctx.admin("POST", "/careers/1/status", { body: { status: "MAYBE" } })).statusCode).toBe(
      400,
    );
  });
});

describe("pay ranges (issue 21)", () => {
  it("refuses an OPEN career without a range, with the message under the minimum", async () => {
    for (const body of [
      { ...NEW_CAREER, ...NO_PAY },
      { ...NEW_CAREER, pay_min: "", pay_max: "" },
    ]) {
      const res = await ctx.admin("POST", "/careers", { body: { ...body, title: "Unpaid Engineer" } });
      expect(res.statusCode).toBe(400);
      const errors = res.json().errors as Record<string, string>;
      expect(errors.pay_min ?? errors.pay_max).toMatch(/pay range for an open position|Enter the m/);
    }
    const none = await ctx.admin("POST", "/careers", { body: { ...NEW_CAREER, ...NO_PAY } });
    expect(none.json().errors).toEqual({ pay_min: "Set a pay range for an open position" });
  });

  it("saves a CLOSED career without a range, and it cannot be opened until it has one", async () => {
    const res = await ctx.admin("POST", "/careers", {
      body: { ...NEW_CAREER, ...NO_PAY, title: "Archived Role", status: "CLOSED" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const career = res.json() as AdminCareer;
    expect(career).toMatchObject({ status: "CLOSED", ...NO_PAY });
    expect((await publicCareer(career.id)).json()).toMatchObject({ status: "CLOSED", pay_range: null });
    for (const [method, url, body] of [
      ["POST", `/careers/${career.id}/open`, undefined],
      ["POST", `/careers/${career.id}/status`, { status: "OPEN" }],
    ] as const) {
      const open = await ctx.admin(method, url, body ? { body } : {});
      expect(open.statusCode).toBe(400);
      expect(open.json()).toEqual({
        message: "Set a pay range for an open position",
        errors: { pay_min: "Set a pay range for an open position" },
      });
    }
    expect((await ctx.admin("GET", `/careers/${career.id}`)).json().status).toBe("CLOSED");
    const withRange = await ctx.admin("PUT", `/careers/${career.id}`, {
      body: { ...NEW_CAREER, title: "Archived Role", status: "CLOSED", pay_min: 60, pay_max: 75 },
    });
    expect(withRange.statusCode).toBe(200);
    expect((await ctx.admin("POST", `/careers/${career.id}/open`)).json().status).toBe("OPEN");
  });

  it("refuses a minimum above the maximum, a currency off the list, half a range and bad amounts", async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ pay_min: 150000, pay_max: 120000 }, { pay_min: "The minimum cannot be above the maximum" }],
      [{ pay_currency: "JPY" }, { pay_currency: "Choose a currency: USD, EUR, GBP, CAD" }],
      [{ pay_currency: "usd" }, { pay_currency: "Choose a currency: USD, EUR, GBP, CAD" }],
      [{ pay_period: "MONTH" }, { pay_period: "Choose per hour or per year" }],
      [{ pay_max: null }, { pay_max: "Enter the maximum" }],
      [{ pay_min: 0 }, { pay_min: "The amount must be above zero" }],
      [{ pay_min: -5 }, { pay_min: "The amount must be above zero" }],
      [{ pay_max: 20_000_000 }, { pay_max: "The amount must be 10,000,000 or less" }],
      [{ pay_min: "lots" }, { pay_min: "Enter an amount such as 120000 or 62.50" }],
      [{ pay_min: 62.555 }, { pay_min: "Enter an amount such as 120000 or 62.50" }],
      [{ pay_min: true }, { pay_min: "Enter an amount such as 120000 or 62.50" }],
    ];
    for (const [change, errors] of cases) {
      const res = await ctx.admin("POST", "/careers", { body: { ...NEW_CAREER, ...change } });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().errors, JSON.stringify(change)).toEqual(errors);
    }
  });

  it("answers the range publicly in whole units, cents and hourly rates included", async () => {
    const res = await ctx.admin("POST", "/careers", {
      body: {
        ...NEW_CAREER,
        title: "Contract QA Lead",
        pay_min: "62.50",
        pay_max: 80,
        pay_currency: "CAD",
        pay_period: "HOUR",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as AdminCareer;
    expect(res.json()).toMatchObject({ pay_min: 62.5, pay_max: 80, pay_currency: "CAD", pay_period: "HOUR" });
    const pay_range = { min: 62.5, max: 80, currency: "CAD", period: "HOUR" };
    expect((await publicCareer(id)).json()).toMatchObject({ id, pay_range });
    const list = (await ctx.get("/job-applications/published/tenants")).json() as CareerSummary[];
    expect(list.find((c) => c.id === id)?.pay_range).toEqual(pay_range);
    // Every seeded opening carries one.
    for (const career of list.filter((c) => c.status === "OPEN")) expect(career.pay_range).not.toBeNull();
  });
});
