import { expect, test } from "@playwright/test";
import { API_ERRORS, MESSAGES } from "@site/contract";
import { careerWithStatus, pdfFile } from "./careers-data";

// The site's own handlers, called as the browser calls them. One viewport is enough: no page is drawn.
test.describe("careers and contact route handlers @desktop", () => {
  const info = (id: number, title: string) =>
    JSON.stringify({
      first_name: "Route",
      last_name: "Handler",
      email: "route.handler@example.com",
      phone_country_code: "+1",
      applicant_source: "WEBSITE",
      job_title: title,
      job_application_id: id,
    });

  test("an application is streamed to the API and accepted", async ({ request }) => {
    const career = await careerWithStatus(request, "OPEN");
    const res = await request.post("/api/applications", {
      multipart: { applicantInfo: info(career.id, career.title), resumeFile: pdfFile("handler.pdf") },
    });
    expect(res.status()).toBe(200);
    expect((await res.json()).id).toEqual(expect.any(Number));
  });

  test("the API's refusals come back unchanged: closed 409, wrong type 415, bad fields 400", async ({
    request,
  }) => {
    const closed = await careerWithStatus(request, "CLOSED");
    const closedRes = await request.post("/api/applications", {
      multipart: { applicantInfo: info(closed.id, closed.title), resumeFile: pdfFile() },
    });
    expect(closedRes.status()).toBe(409);
    expect((await closedRes.json()).message).toBe(API_ERRORS.careerClosed);

    const open = await careerWithStatus(request, "OPEN");
    const exe = await request.post("/api/applications", {
      multipart: {
        applicantInfo: info(open.id, open.title),
        resumeFile: {
          name: "cv.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.from("MZ\x90\x00not a pdf"),
        },
      },
    });
    expect(exe.status()).toBe(415);

    const bad = await request.post("/api/applications", {
      multipart: {
        applicantInfo: JSON.stringify({ job_application_id: open.id, job_title: open.title, email: "x" }),
        resumeFile: pdfFile(),
      },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).errors).toMatchObject({
      first_name: MESSAGES.firstNameRequired,
      email: MESSAGES.emailInvalid,
    });
  });

  test("an upload announced over the cap is refused before it is read", async ({ request }) => {
    const career = await careerWithStatus(request, "OPEN");
    const res = await request.post("/api/applications", {
      multipart: {
        applicantInfo: info(career.id, career.title),
        resumeFile: {
          name: "big.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.alloc(6 * 1024 * 1024, 0x25),
        },
      },
    });
    expect(res.status()).toBe(413);
    expect((await res.json()).message).toBe(API_ERRORS.fileTooLarge);
  });

  test("a body that is not multipart is a 415 naming the type to send, not a crash", async ({ request }) => {
    const res = await request.post("/api/applications", { data: { first_name: "x" } });
    expect(res.status()).toBe(415);
    expect((await res.json()).message).toBe("Send this request as multipart/form-data");
  });

  test("contact: invalid input is answered with the form's messages; bad JSON is a 400", async ({
    request,
  }) => {
    const res = await request.post("/api/leads/contact", {
      data: { first_name: " ", email: "nope", message: "" },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).errors).toEqual({
      first_name: MESSAGES.firstNameRequired,
      last_name: MESSAGES.lastNameRequired,
      email: MESSAGES.emailInvalid,
      message: MESSAGES.messageRequired,
    });
    const broken = await request.post("/api/leads/contact", {
      headers: { "content-type": "application/json" },
      data: "{not json",
    });
    expect(broken.status()).toBe(400);
  });

  test("locations: countries, states and cities, and a 400 without a name", async ({ request }) => {
    const countries = await request.get("/api/locations/countries");
    expect(countries.status()).toBe(200);
    expect(await countries.json()).toContainEqual({ countryName: "Canada" });
    const states = await request.get("/api/locations/states?country=Canada");
    expect(await states.json()).toContainEqual({ state_name: "Ontario" });
    const cities = await request.get(`/api/locations/cities?state=${encodeURIComponent("Ontario")}`);
    expect(await cities.json()).toContainEqual({ city_name: "Toronto" });
    expect((await request.get("/api/locations/states")).status()).toBe(400);
    expect((await request.get("/api/locations/cities?state=")).status()).toBe(400);
  });
});
