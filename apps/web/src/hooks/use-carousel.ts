import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
} from "react";
import { useWhenNeeded } from "@/components/ui/when-needed";

/**
 * The carousels' engine, on native scrolling. The track is a horizontal scroll-snap container
 * (the `carousel-track` class in globals.css) whose slides, or an element inside each marked
 * `data-snap`, are `snap-start`: swiping, a trackpad and keyboard scrolling are the browser's own,
 * and without script the row is still a scrollable row. This adds what a browser does not do:
 * Previous / Next / a dot per stop gliding to a stop in `speed` ms, the current stop following the
 * scroll position, and autoplay.
 */

const REDUCED = "(prefers-reduced-motion: reduce)";

function subscribeReduced(onChange: () => void) {
  const list = window.matchMedia(REDUCED);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/** True when the visitor asked for less motion; false on the server. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReduced,
    () => window.matchMedia(REDUCED).matches,
    () => false,
  );
}

/**
 * The track's stops: the scrollLeft at which each snap element starts, kept inside the scroll range
 * (the last slides share the end stop, as trimmed snaps do), in order and without repeats.
 */
export function stopsOf(track: HTMLElement): number[] {
  const origin = track.getBoundingClientRect().left - track.scrollLeft;
  const max = track.scrollWidth - track.clientWidth;
  const stops: number[] = [];
  for (const el of track.querySelectorAll("[data-snap]")) {
    const x = Math.min(max, Math.max(0, el.getBoundingClientRect().left - origin));
    if (!stops.length || x - stops[stops.length - 1]! > 1) stops.push(x);
  }
  return stops;
}

/** The index of the stop nearest to `x`. */
export function nearest(stops: number[], x: number): number {
  let best = 0;
  stops.forEach((stop, i) => {
    if (Math.abs(stop - x) < Math.abs(stops[best]! - x)) best = i;
  });
  return best;
}

type Glide = { frame: number; to: number };

/** Ends a glide where it is; the browser then snaps the track to the nearest stop. */
function halt(track: HTMLElement, glide: Glide) {
  cancelAnimationFrame(glide.frame);
  glide.frame = 0;
  glide.to = -1;
  track.style.scrollSnapType = "";
}

/**
 * Moves the track to stop `index` of `stops` in `ms` (ease-in-out). Snapping is off meanwhile: a
 * snapping track would pull each frame's scrollLeft back to the stop it left.
 */
function glideTo(track: HTMLElement, glide: Glide, stops: number[], index: number, ms: number) {
  halt(track, glide);
  const from = track.scrollLeft;
  const to = stops[index] ?? 0;
  if (ms <= 0 || Math.abs(to - from) < 1) {
    track.scrollLeft = to;
    return;
  }
  glide.to = index;
  track.style.scrollSnapType = "none";
  const start = performance.now();
  const frame = (now: number) => {
    const t = Math.min(1, (now - start) / ms);
    track.scrollLeft = from + ((to - from) * (1 - Math.cos(Math.PI * t))) / 2;
    if (t < 1) glide.frame = requestAnimationFrame(frame);
    else halt(track, glide);
  };
  glide.frame = requestAnimationFrame(frame);
}

export type CarouselOptions = {
  /** Time in ms of a move made by a control, a key or autoplay (spec §9 "speed"). */
  speed?: number;
  /** Autoplay: ms between moves; omit for none. */
  delay?: number;
  /**
   * Whether Previous at the first stop and Next at the last go round to the other end: true, false,
   * or a media query while which it does. Autoplay goes round from the last stop either way.
   */
  loop?: boolean | string;
  /** The number of stops when known before the track is measured (one slide per view). */
  stops?: number;
};

/**
 * The carousel on a track (`trackRef`) inside its region (`rootProps`, which holds autoplay while
 * hovered or focused and moves with the arrow keys). It starts, measuring the track and listening,
 * as late work (whenNeeded): once the page is idle, or at the visitor's first reach for it; the
 * controls work before that. Autoplay runs only while the carousel is on screen, not hovered, not
 * focused and not paused, and starts paused for visitors who prefer reduced motion (who also get
 * moves without a glide); a pause button can change that either way (WCAG 2.2.2).
 */
export function useCarousel({ speed = 650, delay, loop = false, stops: knownStops = 0 }: CarouselOptions) {
  const reduced = usePrefersReducedMotion();
  const [track, setTrack] = useState<HTMLElement | null>(null);
  const [started, setStarted] = useState(false);
  const [count, setCount] = useState(knownStops);
  const [selected, setSelected] = useState(0);
  const [loops, setLoops] = useState(loop === true);
  const [userPaused, setUserPaused] = useState<boolean>();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [inView, setInView] = useState(false);
  const glide = useRef<Glide>({ frame: 0, to: -1 });

  // A glide still going when the carousel goes.
  useEffect(() => () => cancelAnimationFrame(glide.current.frame), []);

  const scope = track?.closest("[aria-roledescription='carousel']") ?? null;
  useWhenNeeded(scope, () => setStarted(true), !started);

  useEffect(() => {
    if (!track || !started) return;
    let frame = 0;
    const sync = () => {
      frame = 0;
      const stops = stopsOf(track);
      setCount(stops.length);
      setSelected(nearest(stops, track.scrollLeft));
      setLoops(typeof loop === "string" ? window.matchMedia(loop).matches : loop);
    };
    const onChange = () => {
      frame ||= requestAnimationFrame(sync);
    };
    // A visitor's own swipe, wheel or press takes over from a glide.
    const stop = () => halt(track, glide.current);
    const stopOn = ["pointerdown", "wheel", "touchstart"] as const;
    const resize = new ResizeObserver(onChange);
    const view = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)));
    resize.observe(track);
    view.observe(track);
    track.addEventListener("scroll", onChange, { passive: true });
    for (const type of stopOn) track.addEventListener(type, stop, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      view.disconnect();
      track.removeEventListener("scroll", onChange);
      for (const type of stopOn) track.removeEventListener(type, stop);
    };
  }, [track, started, loop]);

  const moveTo = useCallback(
    (index: number) => {
      if (!track) return;
      const stops = stopsOf(track);
      glideTo(
        track,
        glide.current,
        stops,
        Math.max(0, Math.min(index, stops.length - 1)),
        reduced ? 0 : speed,
      );
    },
    [track, reduced, speed],
  );

  /** One stop on (`by` 1) or back (-1); `round` goes round at the ends even when it does not loop. */
  const step = useCallback(
    (by: 1 | -1, round = loops) => {
      if (!track) return;
      const stops = stopsOf(track);
      const n = stops.length;
      if (n < 2) return;
      const from = glide.current.to >= 0 ? glide.current.to : nearest(stops, track.scrollLeft);
      const to = from + by;
      if ((to < 0 || to >= n) && !round) return;
      glideTo(track, glide.current, stops, (to + n) % n, reduced ? 0 : speed);
    },
    [track, loops, reduced, speed],
  );

  const paused = userPaused ?? reduced;
  const playing = delay !== undefined && !paused;
  const moving = playing && started && inView && !hovered && !focused;

  useEffect(() => {
    if (!moving || !track) return;
    let timer: number | undefined;
    // Every scroll, a move's own or the visitor's, starts the wait again: the delay is between moves.
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!document.hidden) step(1, true);
        arm();
      }, delay);
    };
    arm();
    track.addEventListener("scroll", arm, { passive: true });
    return () => {
      window.clearTimeout(timer);
      track.removeEventListener("scroll", arm);
    };
  }, [moving, track, delay, step]);

  return {
    trackRef: setTrack,
    /** Stops, measured once started (or as given); 0 when not known yet. */
    count,
    selected,
    canPrev: loops || selected > 0,
    canNext: loops || count === 0 || selected < count - 1,
    paused,
    /** Whether it autoplays (not paused); hover and focus hold it without pausing it. */
    playing,
    togglePaused: () => setUserPaused(!paused),
    prev: () => step(-1),
    next: () => step(1),
    moveTo,
    /** Spread on the carousel's region. */
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const by = event.key === "ArrowLeft" ? -1 : event.key === "ArrowRight" ? 1 : 0;
        if (!by) return;
        event.preventDefault();
        step(by);
      },
    },
  };
}
