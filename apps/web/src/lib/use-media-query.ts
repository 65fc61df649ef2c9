import { useSyncExternalStore } from 'react'

/**
 * Whether a CSS media query matches now; follows it as the window changes. Where the window
 * cannot evaluate media queries (a DOM without layout) it answers false: the phone's form.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query)
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    () => window.matchMedia?.(query).matches ?? false,
  )
}

/** Tailwind's `sm` breakpoint: tables on wider screens, stacked lists on phones. */
export const WIDER_THAN_PHONE = '(min-width: 40rem)'
