/**
 * Polls `url` every 500 ms until it answers 200 (each try given 5 s); throws after `seconds`. Shared by
 * the bench scripts, `npm start`, `npm run dev` and the rolling restart.
 */
export async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 2; i++) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5000) })).status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds}s`);
}
