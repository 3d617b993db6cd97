import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Lets parallel builds (e2e runs, benchmarks) keep their own output folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  transpilePackages: ["@site/contract", "@site/rich-text"],
  // The contract barrel is side-effect free: pages take only the schemas and texts they use.
  experimental: { optimizePackageImports: ["@site/contract"] },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
