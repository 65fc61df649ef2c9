/**
 * Throughput of several servers compared on one machine, for the benches' "share of a bare
 * server" figures. On the machines these run on, one server's req/s moves by half from one second
 * to the next (loopback networking on two cores shared with the load generator), so a few long
 * runs compare whichever server had the luckier seconds. Instead every server is measured in
 * many short rounds, taking turns, and a share is the median over rounds of the two servers'
 * ratio within the round.
 */
import autocannon from 'autocannon'

export interface Target {
  url: string
  headers?: Record<string, string>
  /** Cookies sent in turn, one a request, as many members' browsers would. */
  cookies?: readonly string[]
  /**
   * Runs, unmeasured, before each of this target's runs: a route whose cache entry takes seconds
   * to build rebuilds it here, so a one-second round measures the cached answer it is meant to.
   */
  beforeRound?: () => Promise<void>
}

export interface RoundsOptions {
  rounds: number
  seconds: number
  connections: number
}

export interface TargetFigures {
  /** Requests per second in each round, in round order. */
  perRound: number[]
  /** Mean requests per second over all rounds. */
  requestsPerSecond: number
  /** The worst median and 99th-percentile latency of any round, in ms. */
  p50: number
  p99: number
}

/** One autocannon run, as a promise. */
export function cannon(options: autocannon.Options) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })
}

function measureOnce(target: Target, connections: number, seconds: number) {
  const { cookies } = target
  let sent = 0
  return cannon({
    url: target.url,
    headers: target.headers ?? {},
    connections,
    duration: seconds,
    ...(cookies && {
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, cookie: cookies[sent++ % cookies.length]! },
          }),
        },
      ],
    }),
  })
}

/**
 * Measures every target after a warm-up run each, then in `rounds` rounds of `seconds` each,
 * reversing the order every other round so that no target always follows the same one.
 * Throws if a target answers anything but 2xx: failed requests are not throughput.
 */
export async function measureInRounds<Name extends string>(
  targets: Record<Name, Target>,
  { rounds, seconds, connections }: RoundsOptions,
): Promise<Record<Name, TargetFigures>> {
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error(`rounds must be a whole number of at least 1, not ${rounds}`)
  const names = Object.keys(targets) as Name[]
  const figures = Object.fromEntries(
    names.map((name) => [name, { perRound: [] as number[], requestsPerSecond: 0, p50: 0, p99: 0 }]),
  ) as Record<Name, TargetFigures>
  for (const name of names) {
    await targets[name].beforeRound?.()
    await measureOnce(targets[name], connections, 2)
  }
  for (let round = 0; round < rounds; round++) {
    for (const name of round % 2 === 0 ? names : [...names].reverse()) {
      await targets[name].beforeRound?.()
      const result = await measureOnce(targets[name], connections, seconds)
      if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
        throw new Error(
          `${targets[name].url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
        )
      }
      const figure = figures[name]
      figure.perRound.push(result.requests.total / result.duration)
      figure.p50 = Math.max(figure.p50, result.latency.p50)
      figure.p99 = Math.max(figure.p99, result.latency.p99)
    }
  }
  for (const name of names) {
    const { perRound } = figures[name]
    figures[name].requestsPerSecond = perRound.reduce((sum, value) => sum + value, 0) / perRound.length
  }
  return figures
}

function quantile(sorted: readonly number[], q: number) {
  const position = (sorted.length - 1) * q
  const below = Math.floor(position)
  const above = Math.ceil(position)
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below)
}

export interface Share {
  /** The median over rounds of `served / baseline` within each round. */
  median: number
  /** The middle half of the rounds' ratios lies between these. */
  lowerQuartile: number
  upperQuartile: number
}

/** How `served` compares with `baseline`, round by round. */
export function shareOf(served: TargetFigures, baseline: TargetFigures): Share {
  const ratios = served.perRound.map((value, round) => value / baseline.perRound[round]!).sort((a, b) => a - b)
  return { median: quantile(ratios, 0.5), lowerQuartile: quantile(ratios, 0.25), upperQuartile: quantile(ratios, 0.75) }
}

/** "91% (middle half of rounds 84–97%)". */
export function formatShare(share: Share) {
  const percent = (value: number) => (value * 100).toFixed(0)
  return `${percent(share.median)}% (middle half of rounds ${percent(share.lowerQuartile)}–${percent(share.upperQuartile)}%)`
}
