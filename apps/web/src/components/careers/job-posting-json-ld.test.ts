import { describe, expect, it } from "vitest";
import type { Career } from "@site/contract";
import { employmentTypes, jobPostingJsonLd } from "./job-posting-json-ld";

const career: Career = {
  id: 7,
  title: "QA Automation Engineer",
  status: "OPEN",
  updated_date: "2026-11-02T09:00:00.000Z",
  posted_date: "2026-10-21T15:30:00.000Z",
  position_arrangement: "FULL_TIME_REMOTE",
  job_description: "<p>Test things</p>",
  pay_range: { min: 104000, max: 128000, currency: "USD", period: "YEAR" },
};

describe("JobPosting structured data", () => {
  it("maps arrangements to schema.org employment types", () => {
    expect(employmentTypes("FULL_TIME_REMOTE")).toEqual(["FULL_TIME"]);
    expect(employmentTypes("PART_TIME")).toEqual(["PART_TIME"]);
    expect(employmentTypes("CONTRACT_HYBRID")).toEqual(["CONTRACTOR"]);
    expect(employmentTypes("ON_SITE")).toEqual([]);
  });

  it("describes an opening with its organisation, place and remote flag", () => {
    const data = jobPostingJsonLd(career, "<p>Test things</p>", "https://www.example.com");
    expect(data).toMatchObject({
      "@type": "JobPosting",
      title: "QA Automation Engineer",
      description: "<p>Test things</p>",
      datePosted: "2026-10-21T15:30:00.000Z",
      url: "https://www.example.com/about/career/7",
      employmentType: ["FULL_TIME"],
      jobLocationType: "TELECOMMUTE",
      hiringOrganization: { "@type": "Organization", name: "Cobaltline" },
      jobLocation: { address: { addressLocality: "Laguna Hills", addressRegion: "CA" } },
    });
  });

  it("an on-site or hybrid opening is not marked remote", () => {
    const data = jobPostingJsonLd(
      { ...career, position_arrangement: "FULL_TIME_HYBRID" },
      "",
      "https://x.test",
    );
    expect(data).not.toHaveProperty("jobLocationType");
  });

  it("carries the pay range as baseSalary, per year or per hour, and none without a range", () => {
    expect(jobPostingJsonLd(career, "", "https://x.test").baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 104000, maxValue: 128000, unitText: "YEAR" },
    });
    const hourly = jobPostingJsonLd(
      { ...career, pay_range: { min: 62.5, max: 80, currency: "CAD", period: "HOUR" } },
      "",
      "https://x.test",
    );
    expect(hourly.baseSalary).toMatchObject({
      currency: "CAD",
      value: { minValue: 62.5, maxValue: 80, unitText: "HOUR" },
    });
    expect(jobPostingJsonLd({ ...career, pay_range: null }, "", "https://x.test")).not.toHaveProperty(
      "baseSalary",
    );
  });
});
