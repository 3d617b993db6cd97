import { randomUUID } from "node:crypto";
import { BlockList, isIP } from "node:net";
import type { FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../env";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Whether a peer address is one of TRUSTED_PROXIES (addresses or CIDR ranges; IPv4-mapped IPv6 counts as IPv4). */
export function trustedPeer(proxies: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of proxies) {
    const [address = "", bits] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    list.addSubnet(address, bits === undefined ? (type === "ipv6" ? 128 : 32) : Number(bits), type);
  }
  return (address) => {
    const family = isIP(address ?? "");
    return family !== 0 && list.check(address!, family === 6 ? "ipv6" : "ipv4");
  };
}

/**
 * Constructor options: one id per request, in every log line of it (`reqId`) and in the X-Request-Id answer
 * header. The caller's X-Request-Id is taken only from a peer in TRUSTED_PROXIES (the site, nginx), and only
 * when it is a plain token; anyone else gets a fresh UUID, so a visitor cannot write ids into the logs.
 */
export function requestIdOptions(
  config: Pick<Config, "TRUSTED_PROXIES">,
): Pick<FastifyServerOptions, "requestIdHeader" | "genReqId"> {
  const trusted = trustedPeer(config.TRUSTED_PROXIES);
  return {
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) && trusted(req.socket?.remoteAddress)
        ? given
        : randomUUID();
    },
  };
}

/** Sends the request's id back as X-Request-Id on every answer, errors included. */
export const requestId = fp(
  async (app) => {
    app.addHook("onRequest", async (request, reply) => {
      reply.header("x-request-id", request.id);
    });
  },
  { name: "request-id" },
);
