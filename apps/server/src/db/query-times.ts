import { performance } from 'node:perf_hooks'

export type QueryTimeObserver = (seconds: number) => void

/**
 * Who wants to know how long each statement took (the metrics of each app on this database).
 * With nobody listening a statement costs one size check; with listeners, two clock reads.
 */
export class QueryTimes {
  readonly #observers = new Set<QueryTimeObserver>()

  /** Adds an observer; the function returned removes it. */
  observe(observer: QueryTimeObserver): () => void {
    this.#observers.add(observer)
    return () => this.#observers.delete(observer)
  }

  /** A start time to give `finished`, or undefined when nobody listens. */
  start(): number | undefined {
    return this.#observers.size > 0 ? performance.now() : undefined
  }

  finished(startedAt: number | undefined) {
    if (startedAt === undefined) return
    const seconds = (performance.now() - startedAt) / 1000
    for (const observer of this.#observers) observer(seconds)
  }

  /** Reports `result`'s time once it settles; hands it back unchanged. */
  timed<T>(startedAt: number | undefined, result: Promise<T>): Promise<T> {
    if (startedAt !== undefined) {
      result.then(
        () => this.finished(startedAt),
        () => this.finished(startedAt),
      )
    }
    return result
  }
}
