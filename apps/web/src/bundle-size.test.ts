// @vitest-environment node
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** The budget (docs/decisions/060): the first page loads at most 170 KB of gzipped JavaScript. */
const FIRST_PAGE_BUDGET_BYTES = 170 * 1000

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>

const webRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
let outDir: string
let manifest: Manifest

/** The entry chunk and everything it imports statically: what the browser must run before any page. */
function initialChunks(): ManifestChunk[] {
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry)
  expect(entries).toHaveLength(1)
  const seen = new Map<string, ManifestChunk>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(chunk.file)) return
    seen.set(chunk.file, chunk)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(Object.keys(manifest).find((key) => manifest[key]!.isEntry)!)
  return [...seen.values()]
}

const gzipSize = (file: string) => gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length

describe('first page JavaScript', () => {
  beforeAll(async () => {
    // A build of its own, so a stale or concurrent dist/ never decides the result.
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-web-build-'))
    // The test runner sets NODE_ENV=test, which would bundle React's development build.
    const nodeEnv = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      await build({
        root: webRoot,
        mode: 'production',
        configFile: path.join(webRoot, 'vite.config.ts'),
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true, sourcemap: false },
      })
    } finally {
      process.env.NODE_ENV = nodeEnv
    }
    manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  }, 180_000)

  afterAll(() => {
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true })
  })

  it(`stays within ${FIRST_PAGE_BUDGET_BYTES / 1000} KB gzip`, () => {
    const chunks = initialChunks()
    const sizes = chunks.map((chunk) => ({ file: chunk.file, gzip: gzipSize(chunk.file) }))
    const total = sizes.reduce((sum, chunk) => sum + chunk.gzip, 0)
    expect(total, `initial chunks: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(FIRST_PAGE_BUDGET_BYTES)
  })

  it('loads every page on demand, not with the first page', () => {
    const initial = new Set(initialChunks().map((chunk) => chunk.file))
    const pages = Object.entries(manifest).filter(([key]) => /\/features\/[^/]+\/routes\/[^/]+-page\.tsx$/.test(key))
    expect(pages.length).toBeGreaterThan(15)
    for (const [key, chunk] of pages) expect(initial.has(chunk.file), key).toBe(false)
  })

  it('keeps zod and the translations of other pages out of the first page', () => {
    const initialCode = initialChunks()
      .map((chunk) => fs.readFileSync(path.join(outDir, chunk.file), 'utf8'))
      .join('\n')
    // A message only the teams page uses, and one of zod's own error messages.
    expect(initialCode).not.toContain('Team cannot exceed')
    expect(initialCode).not.toContain('Too small: expected')
  })
})
