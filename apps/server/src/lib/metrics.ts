import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Database } from '../db/client.ts'

/** What features count, through `app.metrics`. */
export interface FeatureMetrics {
  /** Day entries of steps a source wrote (a write of 30 days counts 30). */
  stepsWritten(source: string, days: number): void
  /** Where the imports gauge reads how many health exports are being read or wait their turn. */
  countImportsWith(running: () => number): void
  mailSent(): void
  mailFailed(): void
  /** A notification handed on: its mail queued, or its push taken by a push service. */
  notificationSent(kind: string, channel: 'email' | 'push'): void
  /** Where the last backup's gauge reads the unix seconds of the last backup that completed. */
  readLastBackupWith(read: () => Promise<number>): void
}

/** The label of every request no route matched, so unknown paths cannot grow the series. */
const UNMATCHED_ROUTE = 'unmatched'

/**
 * The app's Prometheus metrics, in a registry of its own: several apps in one process (the tests)
 * each count their own. HTTP requests are labelled by route pattern, never by the URL a client
 * chose.
 */
export class Metrics implements FeatureMetrics {
  readonly registry = new Registry()
  readonly #requests = new Counter({
    name: 'stepup_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  })
  readonly #requestSeconds = new Histogram({
    name: 'stepup_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  })
  readonly #querySeconds = new Histogram({
    name: 'stepup_db_query_duration_seconds',
    help: 'Time of each database statement',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [this.registry],
  })
  readonly #stepsWritten = new Counter({
    name: 'stepup_steps_written_total',
    help: 'Day entries of steps written, by source',
    labelNames: ['source'] as const,
    registers: [this.registry],
  })
  readonly #mailsSent = new Counter({
    name: 'stepup_mails_sent_total',
    help: 'Mails handed to the mail server (or written to the outbox)',
    registers: [this.registry],
  })
  readonly #mailsFailed = new Counter({
    name: 'stepup_mails_failed_total',
    help: 'Tries to send a mail that failed; the mail stays queued and is tried again until it expires',
    registers: [this.registry],
  })
  readonly #notificationsSent = new Counter({
    name: 'stepup_notifications_sent_total',
    help: 'Notifications handed on, by kind and channel: a mail queued, or a push a push service took',
    labelNames: ['kind', 'channel'] as const,
    registers: [this.registry],
  })
  #importsRunning: () => number = () => 0
  #lastBackup: () => Promise<number> = async () => 0

  constructor(database: Database) {
    const registry = this.registry
    const pool = (name: string, help: string, read: (stats: ReturnType<Database['poolStats']>) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(database.poolStats()))
        },
      })
    pool('stepup_db_pool_connections', 'Database connections open (the embedded database: 1)', (s) => s.total)
    pool('stepup_db_pool_idle', 'Database connections free for the next call', (s) => s.idle)
    pool('stepup_db_pool_waiting', 'Calls waiting for a database connection', (s) => s.waiting)
    const imports = () => this.#importsRunning()
    new Gauge({
      name: 'stepup_imports_running',
      help: 'Health exports being read, or waiting their turn, in this process',
      registers: [registry],
      collect() {
        this.set(imports())
      },
    })
    const lastBackup = () => this.#lastBackup()
    new Gauge({
      name: 'stepup_backup_last_success_timestamp_seconds',
      help: 'Unix time of the last backup that completed, taken by any process (0: none recorded)',
      registers: [registry],
      async collect() {
        this.set(await lastBackup())
      },
    })
  }

  /** Starts the process metrics (event-loop lag, memory, CPU) and the statement timer. */
  start(database: Database): () => void {
    collectDefaultMetrics({ register: this.registry })
    return database.observeQueries((seconds) => this.#querySeconds.observe(seconds))
  }

  observeRequest(route: string | undefined, method: string, status: number, seconds: number) {
    const label = route ?? UNMATCHED_ROUTE
    this.#requests.inc({ route: label, method, status: String(status) })
    this.#requestSeconds.observe({ route: label, method }, seconds)
  }

  stepsWritten(source: string, days: number) {
    if (days > 0) this.#stepsWritten.inc({ source }, days)
  }

  countImportsWith(running: () => number) {
    this.#importsRunning = running
  }

  readLastBackupWith(read: () => Promise<number>) {
    this.#lastBackup = read
  }

  mailSent() {
    this.#mailsSent.inc()
  }

  mailFailed() {
    this.#mailsFailed.inc()
  }

  notificationSent(kind: string, channel: 'email' | 'push') {
    this.#notificationsSent.inc({ kind, channel })
  }
}
