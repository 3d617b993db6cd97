import { ImageResponse } from "next/og";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** The home-screen icon: the logo mark, full bleed (iOS rounds the corners itself). */
export default function AppleIcon() {
  return new ImageResponse(
    <div style={{ width: "100%", height: "100%", display: "flex", background: "#2451e6" }}>
      <svg width="180" height="180" viewBox="0 0 32 32">
        <path
          d="M21.5 10.2a8.2 8.2 0 1 0 0 11.6"
          fill="none"
          stroke="#fff"
          strokeWidth="3.4"
          strokeLinecap="round"
        />
        <path d="M14.5 16h11" stroke="#ff8a66" strokeWidth="3.4" strokeLinecap="round" />
      </svg>
    </div>,
    size,
  );
}
