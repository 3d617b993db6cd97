import { BlockList, isIP } from "node:net";

type AddressRange = { address: string; prefix: number; family: "ipv4" | "ipv6" };

/** `::ffff:203.0.113.7` (an IPv4 peer on a dual-stack socket) → `203.0.113.7`; others unchanged. */
export function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/**
 * "203.0.113.7" or "10.0.0.0/8" or "::1" → its address, prefix length and family; undefined when it
 * is neither an IP address nor a CIDR range.
 */
export function parseAddressRange(entry: string): AddressRange | undefined {
  const [rawAddress = "", rawPrefix, ...rest] = entry.trim().split("/");
  if (rest.length) return undefined;
  const address = normalizeAddress(rawAddress);
  const version = isIP(address);
  if (!version) return undefined;
  const max = version === 4 ? 32 : 128;
  const prefix = rawPrefix === undefined ? max : /^\d{1,3}$/.test(rawPrefix) ? Number(rawPrefix) : NaN;
  if (!(prefix >= 0 && prefix <= max)) return undefined;
  return { address, prefix, family: version === 4 ? "ipv4" : "ipv6" };
}

/** A membership test over the trusted proxies' addresses and ranges. */
export function trustList(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const range = parseAddressRange(entry);
    if (range) list.addSubnet(range.address, range.prefix, range.family);
  }
  return (address) => {
    const normalized = normalizeAddress(address);
    const version = isIP(normalized);
    return version !== 0 && list.check(normalized, version === 4 ? "ipv4" : "ipv6");
  };
}

/**
 * The visitor's address, as far as the site can know it: the connection's own address (`peer`), or,
 * when that peer is a trusted proxy, the rightmost X-Forwarded-For entry that is not itself a trusted
 * proxy. Entries left of it were written by whoever sent the request and are never believed.
 *
 *   clientAddress("127.0.0.1", "6.6.6.6, 198.51.100.9", isTrusted)  // → "198.51.100.9" (nginx trusted)
 *   clientAddress("203.0.113.7", "6.6.6.6", isTrusted)              // → "203.0.113.7"
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | null,
  isTrusted: (address: string) => boolean,
): string {
  let address = normalizeAddress(peer);
  if (!isTrusted(address)) return address;
  const chain = (forwardedFor ?? "").split(",").map((entry) => normalizeAddress(entry.trim()));
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i]!;
    // A malformed hop ends the chain: nothing left of it can be told apart from a forgery.
    if (!isIP(hop)) break;
    address = hop;
    if (!isTrusted(hop)) break;
  }
  return address;
}
