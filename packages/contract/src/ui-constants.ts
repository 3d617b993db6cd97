/**
 * The interface's constants (spec §9) the browser's components read: carousels, pagination, toasts,
 * skeletons, modals. A module of their own, so a page's code carries these and not the other
 * constants (the bundler keeps whole modules).
 */
import { BREAKPOINTS } from "./breakpoints";

export const PAGINATION_DEFAULT_SIZE = 5;
export const REQUEST_HELPER_DEFAULT_SIZE = 10;
export const PAGINATION_RANGE = { default: 5, small: 3 } as const;

export const CAROUSEL = {
  hero: { autoplayMs: 5500, speed: 650, loop: true },
  related: {
    autoplayMs: 3500,
    slides: { base: 1, sm: 2, lg: 3 },
    loopMaxWidth: BREAKPOINTS.xl,
    loopMinItems: 3,
  },
  projects: { autoplayMs: 5000 },
  ourClients: { delayMs: 1250, speed: 950, slides: [2, 3, 4, 5, 7] },
  ourWork: { delayMs: 8000, speed: 650 },
  caseStudies: { spaceBetween: 32 },
  workNavigation: { delayMs: 800 },
} as const;

export const MARQUEE = { heroSpeed: 4500, campaignSpeed: 6000, campaignItems: 7 } as const;

export const COPIED_MS = 1500;
export const TOAST_AUTO_CLOSE_MS = 4500;
export const TOAST_POSITION = "top-right";
export const SKELETON_DEFAULT_COUNT = 4;
export const SELECT_HEIGHT = 44;
export const MODAL_SIZES = ["sm", "md", "lg"] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];
