import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";

const distDir = process.env.NEXT_DIST_DIR || ".next";

const nextConfig: NextConfig = {
  // Lets parallel builds (e2e runs, benchmarks) keep their own output folder.
  distDir,
  transpilePackages: ["@site/contract", "@site/rich-text"],
  // The contract barrel is side-effect free: pages take only the schemas and texts they use.
  // authInterrupts: forbidden() answers a section the person's roles do not open with status 403.
  experimental: { optimizePackageImports: ["@site/contract"], authInterrupts: true },
  poweredByHeader: false,
  // The site's server compresses (server/compression.mjs: Brotli when asked, else gzip); Next's own
  // compression is gzip only.
  compress: false,
  reactStrictMode: true,
};

/**
 * With REDIS_URL the running server keeps its data cache in Valkey/Redis (cache-handler.mjs), shared
 * by every instance, so one revalidation reaches them all. The build keeps Next's own cache (it
 * needs no server), and so does a server without REDIS_URL (the embedded `npm start`). Read when
 * the server starts, so one build serves both ways. The handler's path is absolute: Next's page
 * runtime would resolve a relative one against the working directory.
 */
export default function config(phase: string): NextConfig {
  if (!process.env.REDIS_URL || phase === PHASE_PRODUCTION_BUILD) return nextConfig;
  return {
    ...nextConfig,
    cacheHandler: fileURLToPath(new URL("./cache-handler.mjs", import.meta.url)),
    // No second, per-process copy in front of the shared cache: it would not hear revalidations.
    cacheMaxMemorySize: 0,
  };
}
