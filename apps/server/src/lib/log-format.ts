/**
 * How the server's log lines are written: JSON, with an ISO time and the level's name
 * (`"time":"2026-11-29T08:00:00.000Z","level":"info"`), so a line reads without a decoder for
 * epoch milliseconds and pino's level numbers.
 */
export function logFormat(level: string) {
  return {
    level,
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: { level: (label: string) => ({ level: label }) },
  }
}
