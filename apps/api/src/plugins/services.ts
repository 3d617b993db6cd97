import fp from "fastify-plugin";
import type { Db } from "../db/client";
import type { Config } from "../env";
import { passwordResetHandler } from "../lib/auth/password-reset";
import { createTeamEmailSender } from "../lib/auth/team-email";
import { createJobRunner, type JobRunner } from "../lib/jobs";
import { newsletterExpiryHandler } from "../lib/newsletter";
import { createNotifier, type Notifier } from "../lib/notify";
import { createVisitorEmailSender } from "../lib/notify/visitor-email";
import { retentionPurgeHandler, startRetentionSchedule } from "../lib/privacy/retention";
import { createSiteNotifier, type NotifySite } from "../lib/revalidate";
import { contentSchedule } from "../lib/content-schedule";
import { careerSchedule } from "../lib/publishing/careers";
import { postSchedule } from "../lib/publishing/posts";
import { publishAtHandler } from "../lib/publishing/schedule";
import { followUpsHandler, startFollowUpSchedule } from "../lib/leads/follow-ups";
import { webhookDeliveryHandler } from "../lib/leads/webhooks";
import { replyRemindersHandler, startReminderSchedule } from "../lib/recruiting";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Tells the web app which cached pages are stale (fire-and-forget). */
    notifySite: NotifySite;
    /** E-mails the team about new submissions when SMTP_URL is set (durable jobs, lib/jobs). */
    notifier: Notifier;
    /** This process's worker of the job queue in the database. */
    jobs: JobRunner;
  }
}

export type ServicesOptions = {
  db: Db;
  config: Config;
  /** Stand-ins for tests; by default they are built from config. */
  notifySite?: NotifySite;
  notifier?: Notifier;
};

/**
 * What every route reaches through `app`: the database, the configuration, the two notifiers and the
 * job runner. The runner starts when the app is ready and stops, letting a job in hand finish, when
 * it closes.
 */
export const services = fp<ServicesOptions>(
  async (app, options) => {
    const { config } = options;
    app.decorate("db", options.db);
    app.decorate("config", config);
    app.decorate(
      "notifySite",
      options.notifySite ??
        createSiteNotifier({ url: config.REVALIDATE_URL, secret: config.REVALIDATE_SECRET, logger: app.log }),
    );
    const notifier =
      options.notifier ??
      createNotifier({
        smtpUrl: config.SMTP_URL,
        from: config.NOTIFY_FROM,
        to: config.NOTIFY_TO,
        logger: app.log,
      });
    app.decorate("notifier", notifier);
    // Invitations and password resets (lib/auth/team-email.ts), over the same SMTP_URL.
    const teamEmail = createTeamEmailSender({
      smtpUrl: config.SMTP_URL,
      from: config.NOTIFY_FROM,
      logger: app.log,
    });
    // Confirmations to visitors (lib/notify/visitor-email.ts): a reply reaches the team.
    const visitorEmail = createVisitorEmailSender({
      smtpUrl: config.SMTP_URL,
      from: config.NOTIFY_FROM,
      replyTo: config.NOTIFY_TO,
      logger: app.log,
    });
    app.decorate(
      "jobs",
      createJobRunner({
        db: options.db,
        logger: app.log,
        handlers: {
          ...notifier.handlers,
          ...teamEmail.handlers,
          ...visitorEmail.handlers,
          "newsletter-expiry": newsletterExpiryHandler(options.db, app.log),
          "scheduled-publish": publishAtHandler(
            postSchedule,
            options.db,
            (tags) => app.notifySite(tags),
            app.log,
          ),
          "career-publish": publishAtHandler(
            careerSchedule,
            options.db,
            (tags) => app.notifySite(tags),
            app.log,
          ),
          "content-publish": publishAtHandler(
            contentSchedule,
            options.db,
            (tags) => app.notifySite(tags),
            app.log,
          ),
          "retention-purge": retentionPurgeHandler(options.db, app.log),
          "lead-follow-ups": followUpsHandler(options.db, config, () => app.jobs.wake(), app.log),
          "webhook-delivery": webhookDeliveryHandler(options.db),
          "reply-reminders": replyRemindersHandler(options.db, config, app.log, () => app.jobs.wake()),
          "password-reset": passwordResetHandler(options.db, config, () => app.jobs.wake()),
        },
      }),
    );
    // Enqueues the daily retention purge, once per deployment whatever the number of instances.
    // And the daily reply-by reminders to the recruiters, the same way.
    let retention: { stop: () => void } | undefined;
    let followUps: { stop: () => void } | undefined;
    let reminders: { stop: () => void } | undefined;
    app.addHook("onReady", async () => {
      await app.jobs.start();
      retention = startRetentionSchedule({ db: options.db, logger: app.log, wake: () => app.jobs.wake() });
      // Once a day, the follow-up e-mails to each lead's owner (lib/leads/follow-ups.ts).
      followUps = startFollowUpSchedule({ db: options.db, logger: app.log, wake: () => app.jobs.wake() });
      reminders = startReminderSchedule({ db: options.db, logger: app.log, wake: () => app.jobs.wake() });
    });
    app.addHook("onClose", async () => {
      retention?.stop();
      followUps?.stop();
      reminders?.stop();
      await app.jobs.stop();
      await app.notifier.close();
      await teamEmail.close();
      await visitorEmail.close();
    });
  },
  { name: "services" },
);
