// The image's HEALTHCHECK (Dockerfile): GET /readyz of whichever app is the container's first process
// (the API on API_PORT, the site on PORT), on the loopback. Exit 0 when it answers 200 within 2.5 s.
import { readFileSync } from "node:fs";

const command = readFileSync("/proc/1/cmdline", "utf8").split("\0").join(" ");
const port = command.includes("apps/api/dist/server.js")
  ? process.env.API_PORT || "4000"
  : process.env.PORT || "3000";
try {
  const res = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2500) });
  const text = await res.text();
  if (res.status !== 200) console.log(`${res.status} ${text.slice(0, 300)}`);
  process.exit(res.status === 200 ? 0 : 1);
} catch (error) {
  console.log(`${port}/readyz: ${error.cause?.code ?? error.message}`);
  process.exit(1);
}
