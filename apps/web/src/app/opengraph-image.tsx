import { ImageResponse } from "next/og";
import { siteConfig } from "@/config/site";

export const alt = `${siteConfig.name}: custom software development in Laguna Hills, California`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

/** The default social preview card, used by every page that sets no image of its own. */
export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: "linear-gradient(135deg, #0b1226 0%, #1b317c 60%, #2451e6 100%)",
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <svg width="72" height="72" viewBox="0 0 32 32">
          <rect width="32" height="32" rx="8" fill="#2451e6" />
          <path
            d="M21.5 10.2a8.2 8.2 0 1 0 0 11.6"
            fill="none"
            stroke="#fff"
            strokeWidth="3.4"
            strokeLinecap="round"
          />
          <path d="M14.5 16h11" stroke="#ff8a66" strokeWidth="3.4" strokeLinecap="round" />
        </svg>
        <div style={{ fontSize: 44, fontWeight: 700, letterSpacing: -1 }}>{siteConfig.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ fontSize: 72, fontWeight: 700, lineHeight: 1.05, letterSpacing: -2, maxWidth: 940 }}>
          Custom software, built to last.
        </div>
        <div style={{ fontSize: 30, color: "#c3d3ff", maxWidth: 900 }}>
          Web platforms, MVPs and enterprise systems for healthcare, telecom, legal, e-commerce and finance.
        </div>
      </div>
      <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 26, color: "#ff9f82" }}>
        <div style={{ width: 48, height: 4, background: "#ff8a66", borderRadius: 2 }} />
        Laguna Hills, California
      </div>
    </div>,
    size,
  );
}
