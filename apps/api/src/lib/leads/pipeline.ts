/**
 * The sales pipeline's writes that do not come from the team (issue 32): a lead made by a public form
 * (in the form's own transaction, with where the visit came from), and a call booked in the scheduler
 * (de-duplicated by e-mail: the newest lead of that address is updated, else one is made). Each is in the
 * audit trail, so a lead's page tells its whole history. The trail holds no visitor's name or address:
 * only the team's words ("Sent by a visitor (contact form)"), since it can never be erased.
 */
import { and, desc, eq } from "drizzle-orm";
import { ATTRIBUTION_FIELDS, type Attribution, type LeadOrigin } from "@site/contract";
import type { Db } from "../../db/client";
import { leads } from "../../db/schema";
import { recordAudit } from "../auth/audit";
import { enqueueWebhooks } from "./webhooks";

export type NewLead = {
  tenantId: string;
  origin: LeadOrigin;
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  message?: string | null;
  contactLeadId?: number;
  designLeadId?: number;
  attribution?: Attribution;
  ip?: string | null;
  requestId?: string | null;
};

const ORIGIN_ACTOR: Record<LeadOrigin, string> = {
  contact: "a visitor (contact form)",
  "ux-review": "a visitor (UX review form)",
  booking: "a visitor (scheduler)",
};

/** The attribution's fields as columns; a landing page must be a path of the site, a host is lowercased. */
function attributionColumns(a: Attribution | undefined) {
  const pick = (field: (typeof ATTRIBUTION_FIELDS)[number]) => a?.[field] || null;
  const landing = pick("landing_page");
  return {
    landingPage: landing && landing.startsWith("/") && !landing.startsWith("//") ? landing : null,
    referrerHost: pick("referrer_host")?.toLowerCase() ?? null,
    utmSource: pick("utm_source"),
    utmMedium: pick("utm_medium"),
    utmCampaign: pick("utm_campaign"),
    utmTerm: pick("utm_term"),
    utmContent: pick("utm_content"),
  };
}

/** Adds a lead to the pipeline as "new", in the caller's transaction; answers its id. */
export async function createPipelineLead(tx: Db, input: NewLead): Promise<number> {
  const [row] = await tx
    .insert(leads)
    .values({
      tenantId: input.tenantId,
      origin: input.origin,
      contactLeadId: input.contactLeadId ?? null,
      designLeadId: input.designLeadId ?? null,
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone ?? null,
      company: input.company ?? null,
      message: input.message ?? null,
      ...attributionColumns(input.attribution),
    })
    .returning({ id: leads.id });
  const id = row!.id;
  await recordAudit(tx, {
    tenantId: input.tenantId,
    actor: { label: ORIGIN_ACTOR[input.origin] },
    action: "lead.create",
    targetType: "lead",
    targetId: id,
    summary: `New lead from the ${input.origin === "contact" ? "contact form" : input.origin === "ux-review" ? "UX review form" : "scheduler"}`,
    after: { status: "new", ...attributionOf(input.attribution) },
    ip: input.ip ?? null,
    requestId: input.requestId ?? null,
  });
  await enqueueWebhooks(tx, input.tenantId, "lead.created", {
    id,
    origin: input.origin,
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone ?? null,
    company: input.company ?? null,
    message: input.message ?? null,
    ...attributionOf(input.attribution),
  });
  return id;
}

/** The attribution as the trail shows it (only the fields present). */
function attributionOf(a: Attribution | undefined): Attribution {
  const out: Attribution = {};
  for (const f of ATTRIBUTION_FIELDS) if (a?.[f]) out[f] = a[f];
  return out;
}

export type Booking = {
  tenantId: string;
  scheduler: "calendly" | "cal.com";
  bookingId: string | null;
  name: string;
  email: string;
  startsAt: Date | null;
  attribution?: Attribution;
  requestId?: string | null;
};

/**
 * A call booked in the scheduler: the newest lead of the address gets the booking (its status stays
 * the team's to decide); an address without a lead gets a new one, made by the booking. Answers the
 * lead's id and whether it was made now.
 */
export async function recordBooking(db: Db, booking: Booking): Promise<{ id: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const email = booking.email.toLowerCase();
    const [existing] = await tx
      .select({ id: leads.id, scheduler: leads.scheduler, bookedFor: leads.bookedFor })
      .from(leads)
      .where(and(eq(leads.tenantId, booking.tenantId), eq(leads.email, email)))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(1)
      .for("update");
    const when = booking.startsAt;
    if (existing) {
      await tx
        .update(leads)
        .set({
          scheduler: booking.scheduler,
          bookingId: booking.bookingId,
          bookedFor: when,
          updatedAt: new Date(),
        })
        .where(eq(leads.id, existing.id));
      await recordAudit(tx, {
        tenantId: booking.tenantId,
        actor: { label: ORIGIN_ACTOR.booking },
        action: "lead.booking",
        targetType: "lead",
        targetId: existing.id,
        summary: `A call booked in ${booking.scheduler === "calendly" ? "Calendly" : "Cal.com"}`,
        before: { booked_for: existing.bookedFor?.toISOString() ?? null },
        after: { booked_for: when?.toISOString() ?? null },
        requestId: booking.requestId ?? null,
      });
      return { id: existing.id, created: false };
    }
    const id = await createPipelineLead(tx, {
      tenantId: booking.tenantId,
      origin: "booking",
      name: booking.name,
      email,
      attribution: booking.attribution,
      requestId: booking.requestId ?? null,
    });
    await tx
      .update(leads)
      .set({ scheduler: booking.scheduler, bookingId: booking.bookingId, bookedFor: when })
      .where(eq(leads.id, id));
    return { id, created: true };
  });
}
