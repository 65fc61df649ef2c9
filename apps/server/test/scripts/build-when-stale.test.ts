import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverRoot } from '../../src/lib/paths.ts'

const run = promisify(execFile)
const script = path.resolve(serverRoot, '../../scripts/build-when-stale.mjs')

/**
 * The script that `npm start` runs first, on a small project of the same shape whose build only
 * writes its outputs and counts how often it ran.
 */
describe('scripts/build-when-stale.mjs', () => {
  let root: string
  const write = (relative: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true })
    fs.writeFileSync(path.join(root, relative), text)
  }
  const builds = () => fs.readFileSync(path.join(root, 'builds.txt'), 'utf8').length
  const stale = () => run(process.execPath, [path.join(root, 'scripts/build-when-stale.mjs')], { cwd: root })

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-build-'))
    write('scripts/build-when-stale.mjs', fs.readFileSync(script, 'utf8'))
    const scripts = { build: 'node build.js', postbuild: 'node scripts/build-when-stale.mjs --record' }
    write('package.json', JSON.stringify({ name: 'probe', private: true, scripts }))
    write('package-lock.json', '{}')
    write(
      'build.js',
      `const fs = require('fs')
       fs.mkdirSync('apps/web/dist', { recursive: true })
       fs.mkdirSync('apps/server/dist', { recursive: true })
       fs.writeFileSync('apps/web/dist/index.html', '<!doctype html>')
       fs.writeFileSync('apps/server/dist/main.js', '')
       fs.appendFileSync('builds.txt', 'x')`,
    )
    write('builds.txt', '')
    write('node_modules/.bin/vite', '')
    write('apps/web/src/main.tsx', 'one')
    write('apps/server/src/main.ts', 'one')
    write('apps/server/test/a.test.ts', 'one')
    write('packages/contract/src/index.ts', 'one')
  })
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it('builds when nothing is built, then not again while the sources stay the same', async () => {
    await stale()
    expect(builds()).toBe(1)
    await stale()
    expect(builds()).toBe(1)
  })

  it.each([
    'apps/web/src/main.tsx',
    'apps/server/src/main.ts',
    'apps/server/src/new-file.ts',
    'packages/contract/src/index.ts',
    'package-lock.json',
  ])('builds again once %s changed', async (file) => {
    const before = builds()
    write(file, `changed ${before}`)
    await stale()
    expect(builds()).toBe(before + 1)
    await stale()
    expect(builds()).toBe(before + 1)
  })

  it('does not build for a test, a build output or a development database that changed', async () => {
    const before = builds()
    write('apps/server/test/a.test.ts', 'two')
    write('apps/web/dist/extra.js', '')
    write('apps/server/data/db/base/1/2619', 'a page the development server wrote')
    await stale()
    expect(builds()).toBe(before)
  })

  it('takes a build made with npm run build as current', async () => {
    write('apps/web/src/main.tsx', 'built by hand')
    await run('npm', ['run', 'build'], { cwd: root })
    const before = builds()
    await stale()
    expect(builds()).toBe(before)
  })

  it('builds again when an output is missing', async () => {
    const before = builds()
    fs.rmSync(path.join(root, 'apps/web/dist/index.html'))
    await stale()
    expect(builds()).toBe(before + 1)
  })

  it('says how to build when the build tools are not installed', async () => {
    fs.rmSync(path.join(root, 'node_modules'), { recursive: true })
    write('apps/web/src/main.tsx', 'changed without tools')
    const failed = await stale().then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr).toMatch(/npm ci && npm run build/)
  })
})
