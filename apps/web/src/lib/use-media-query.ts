import { useSyncExternalStore } from 'react'

/** Whether a CSS media query matches now; follows it as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
  )
}

/** Tailwind's `sm` breakpoint: tables on wider screens, stacked lists on phones. */
export const WIDER_THAN_PHONE = '(min-width: 40rem)'
