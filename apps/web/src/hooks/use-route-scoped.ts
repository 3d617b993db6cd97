"use client";

import { useCallback, useState } from "react";
import { usePathname } from "next/navigation";

/**
 * State that lapses on navigation: the value is kept together with the path it was set on and
 * reads as `null` once the path changes. Menus use it to close on route change without an effect.
 */
export function useRouteScoped<T>(): [T | null, (value: T | null) => void] {
  const pathname = usePathname();
  const [state, setState] = useState<{ value: T | null; path: string | null }>({ value: null, path: null });
  const set = useCallback((value: T | null) => setState({ value, path: pathname }), [pathname]);
  return [state.path === pathname ? state.value : null, set];
}
