import fp from "fastify-plugin";
import type { Db } from "../db/client";
import type { Config } from "../env";
import { createNotifier, type Notifier } from "../lib/notify";
import { createSiteNotifier, type NotifySite } from "../lib/revalidate";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Tells the web app which cached pages are stale (fire-and-forget). */
    notifySite: NotifySite;
    /** E-mails the team about new submissions when SMTP_URL is set. */
    notifier: Notifier;
  }
}

export type ServicesOptions = {
  db: Db;
  config: Config;
  /** Stand-ins for tests; by default they are built from config. */
  notifySite?: NotifySite;
  notifier?: Notifier;
};

/** What every route reaches through `app`: the database, the configuration and the two notifiers. */
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
    app.decorate(
      "notifier",
      options.notifier ??
        createNotifier({
          smtpUrl: config.SMTP_URL,
          from: config.NOTIFY_FROM,
          to: config.NOTIFY_TO,
          logger: app.log,
        }),
    );
    app.addHook("onClose", async () => app.notifier.close());
  },
  { name: "services" },
);
