/** A small seeded generator (mulberry32), so every generated export is the same from run to run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function randomInt(random: () => number, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1))
}

export function isoDate(dayMs: number): string {
  return new Date(dayMs).toISOString().slice(0, 10)
}

/** Sums per date into the shape the readers answer: ascending, rounded once, zero days left out. */
export function expectedDays(totals: Map<string, number>): { date: string; steps: number }[] {
  return [...totals]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([date, steps]) => ({ date, steps: Math.round(steps) }))
    .filter((day) => day.steps > 0)
}
