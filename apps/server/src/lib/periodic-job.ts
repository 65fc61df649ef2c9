import type { FastifyInstance } from 'fastify'

/**
 * Runs `job` once the app is ready and then every `intervalMs`, one run at a time, until the app
 * closes; closing waits for a run under way. A failed run is logged and the next one comes on
 * time. The timer keeps no process alive: housekeeping, not work anyone waits for.
 */
export function runPeriodically(app: FastifyInstance, name: string, intervalMs: number, job: () => Promise<unknown>) {
  let running: Promise<void> | undefined
  const run = () => {
    running ??= job()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined
      })
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    run()
    timer = setInterval(run, intervalMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}
