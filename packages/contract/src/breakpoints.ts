/** The layout's breakpoints, a module of their own: the browser's code reads them without the other constants. */

/** Breakpoints in px (min-width). */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1370, xxxl: 1440 } as const;
