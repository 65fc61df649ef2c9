import os from 'node:os'
import { defineConfig } from 'vitest/config'

/**
 * Server tests that are the same whatever the database: unit tests beside the sources, the
 * migrations' own tests (on an embedded database they open themselves), and checks of files and
 * scripts. They run once, in the embedded-database project.
 */
const SAME_ON_EVERY_DATABASE = [
  'src/**/*.test.ts',
  'test/migrations/**',
  'test/scripts/**',
  'test/app/config.test.ts',
  'test/app/deploy-files.test.ts',
  'test/scores/ledger-owner.test.ts',
  'test/web-push-receiver.test.ts',
]

const serverProject = (driver: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${driver}`,
    root: './apps/server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    ...(driver === 'postgres' && { exclude: SAME_ON_EVERY_DATABASE }),
    environment: 'node',
    // Exports are read at the server's own priority: at the lowest, a busy machine's other work
    // (or the other test worker) can leave a read waiting for minutes.
    env: { TEST_DB_DRIVER: driver, IMPORT_READ_PRIORITY: 'normal' },
    globalSetup: ['./test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker; the tests spend much of their time
    // waiting on PostgreSQL, child processes and timers, so two share the cores well.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
})
