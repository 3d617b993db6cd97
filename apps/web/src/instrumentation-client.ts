/**
 * Runs in the browser before any page code (Next's client instrumentation file).
 *
 * zod 4 probes `new Function("")` once to decide whether to compile its object parsers. The site's
 * CSP has no 'unsafe-eval' (src/lib/security/headers.ts), so the probe is refused and reported as a
 * policy violation, although zod then falls back. Forms load zod lazily, so the switch is set here,
 * on the global object zod's own `z.config({ jitless: true })` writes to, without shipping zod on
 * every page. src/lib/security/zod-jitless.test.ts checks that zod still reads it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
