import { defineConfig } from 'vitest/config'

/** Journeys in real Chromium against the built app, served by the real server on its own data. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./helpers/global-setup.ts'],
    // A whole journey (an admin, a member, photos, several pages) takes most of a minute on a busy
    // two-core machine; a missing element still fails at once, at its locator's own 30 s timeout.
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})
