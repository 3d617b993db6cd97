import { z } from "zod";

const ipAddress = z.union([z.ipv4(), z.ipv6()]);

/** Why an entry is not an address or range a trust list accepts, or undefined. */
function proxyEntryProblem(entry: string): string | undefined {
  const [address = "", prefix, ...rest] = entry.split("/");
  if (!ipAddress.safeParse(address).success || rest.length > 0) {
    return "is not an IP address or CIDR range (use none to trust no proxy)";
  }
  if (prefix === undefined) return undefined;
  const max = address.includes(":") ? 128 : 32;
  // A /0 would trust every address and let any client name its own.
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) < 1 || Number(prefix) > max) {
    return `has a range outside /1../${max}`;
  }
  return undefined;
}

/**
 * TRUSTED_PROXIES, the site's and the API's: proxies whose X-Forwarded-For is believed, as IP addresses
 * and CIDR ranges, comma-separated; `none` is the empty list. Each app adds its own default.
 *   "127.0.0.1, 10.0.0.0/8" -> ["127.0.0.1", "10.0.0.0/8"]
 */
export const trustedProxiesSchema = z.string().transform((value, ctx) => {
  if (value.trim().toLowerCase() === "none") return [];
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const problem = proxyEntryProblem(entry);
    if (problem) ctx.addIssue({ code: "custom", message: `${JSON.stringify(entry)} ${problem}` });
  }
  return entries;
});
