import { useState } from 'react'

/**
 * A key for a provider's form that changes when the provider is removed, so the form starts empty
 * again, and not when the provider is first saved, which would take the form's "saved" notice
 * away with it.
 */
export function useRemovalKey(saved: boolean) {
  const [seen, setSeen] = useState({ saved, removals: 0 })
  if (seen.saved !== saved) setSeen({ saved, removals: seen.removals + (saved ? 0 : 1) })
  return seen.removals
}
