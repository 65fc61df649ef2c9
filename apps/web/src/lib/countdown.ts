import { useEffect, useState } from 'react'

export interface CountdownParts {
  days: number
  hours: number
  minutes: number
  seconds: number
}

/** What is left until an instant, in whole days, hours, minutes and seconds; nothing once it has passed. */
export function countdownParts(untilMs: number, nowMs: number): CountdownParts {
  const total = Math.max(0, Math.floor((untilMs - nowMs) / 1000))
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  }
}

/** The current time in milliseconds, renewed every `intervalMs` while the component is shown. */
export function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
