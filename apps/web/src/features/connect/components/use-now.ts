import { useEffect, useState } from 'react'

/** The current time, renewed every `everyMs`, so "12 minutes ago" keeps up while the page is open. */
export function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
