import { defineConfig } from 'vitest/config'

const serverProject = (driver: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${driver}`,
    root: './apps/server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB_DRIVER: driver },
    globalSetup: ['./test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})

export default defineConfig({
  test: {
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
