import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCareer, Career, CareerSummary, Paged } from "@site/contract";
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
};

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

  it("lists every career, closed and unpublished ones included, with paging", async () => {
    const res = await ctx.admin("GET", "/careers", { query: { size: 2 } });
    const page = res.json() as Paged<AdminCareer>;
    expect(page.content).toHaveLength(2);
    expect(page.totalElements).toBeGreaterThanOrEqual(6);
    const all = (await ctx.admin("GET", "/careers", { query: { size: 100 } })).json() as Paged<AdminCareer>;
    expect(all.content.some((c) => c.status === "CLOSED")).toBe(true);
    expect(all.content.some((c) => !c.published)).toBe(true);
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
