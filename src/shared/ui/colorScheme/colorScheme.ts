import { useMemo } from 'react';
import type { ColorScheme } from '@/shared/contract/common';

/** SPEC §3/§5.4: a card's colour scheme is 'L' (light, default) or 'D' (dark). */
export function normalizeColorScheme(scheme: unknown): ColorScheme {
  if (scheme === 'L' || scheme === 'D') return scheme;
  console.warn(`Color scheme must be 'L' or 'D', got ${JSON.stringify(scheme)}; using 'L'.`);
  return 'L';
}

/** The validated scheme plus a convenience flag; warns once per distinct invalid value. */
export function useColorScheme(scheme: unknown): { scheme: ColorScheme; isDark: boolean } {
  return useMemo(() => {
    const safe = normalizeColorScheme(scheme);
    return { scheme: safe, isDark: safe === 'D' };
  }, [scheme]);
}
