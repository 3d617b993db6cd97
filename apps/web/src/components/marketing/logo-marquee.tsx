import { Image } from "@/components/ui/image";
import type { ClientLogo } from "@site/contract";

export type LogoMarqueeProps = {
  logos: ClientLogo[];
  /** Time one logo takes to pass, in ms (spec §9 "speed"); the loop lasts logos × speed. */
  speed: number;
  label: string;
  className?: string;
};

/**
 * A CSS-only logo ticker: two copies of the row slide left forever. The second copy is hidden from
 * assistive technology; a checkbox pauses the animation without JavaScript, and under
 * prefers-reduced-motion the row simply wraps and stands still.
 */
export function LogoMarquee({ logos, speed, label, className = "" }: LogoMarqueeProps) {
  const row = (copy: boolean) => (
    <ul
      className={copy ? "logo-row marquee-copy" : "logo-row"}
      aria-hidden={copy || undefined}
      data-testid={copy ? undefined : "marquee-row"}
    >
      {logos.map((client) => (
        // Each logo's box and image: .logo-row in globals.css.
        <li key={client.slug}>
          <Image src={client.logo} alt={copy ? "" : client.name} width={170} height={48} />
        </li>
      ))}
    </ul>
  );
  return (
    <div
      className={`relative has-[input:checked]:[&_.marquee]:[animation-play-state:paused] ${className}`}
      role="region"
      aria-label={label}
    >
      <div className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
        <div
          className="marquee"
          style={{ "--marquee-duration": `${(logos.length * speed) / 1000}s` } as React.CSSProperties}
        >
          {row(false)}
          {row(true)}
        </div>
      </div>
      <label className="mt-3 ml-auto flex w-fit cursor-pointer items-center gap-2 rounded-full px-2 py-1 text-xs font-medium text-ink-600 hover:text-ink-900 motion-reduce:hidden">
        <input type="checkbox" className="size-5 accent-brand-600" />
        Pause logos
      </label>
    </div>
  );
}
