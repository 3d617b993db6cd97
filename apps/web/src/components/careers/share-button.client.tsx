"use client";

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No clipboard permission (or an insecure origin): the selection fallback still works.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    document.execCommand("copy");
    area.remove();
  }
}

/**
 * The device's own share sheet where there is one (spec §8); elsewhere the address is copied and a
 * 'Copied to clipboard' toast says so.
 */
export function ShareButton({
  url,
  title,
  copiedMessage,
}: {
  url: string;
  title: string;
  copiedMessage: string;
}) {
  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: that is an answer, not a failure.
        if ((error as Error).name === "AbortError") return;
      }
    }
    await copyText(url);
    // Loaded on use: the toast module brings the shared contract, which this page need not load up front.
    const { notify } = await import("@/components/ui/toast");
    notify.success(copiedMessage);
  };

  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex h-10 items-center gap-2 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
    >
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
        <path
          d="M10 12.5V3m0 0L6.5 6.5M10 3l3.5 3.5M5 9.5H4.5A1.5 1.5 0 0 0 3 11v4.5A1.5 1.5 0 0 0 4.5 17h11a1.5 1.5 0 0 0 1.5-1.5V11a1.5 1.5 0 0 0-1.5-1.5H15"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      Share
    </button>
  );
}
