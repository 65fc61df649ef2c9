import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const repoRoot = path.resolve(import.meta.dirname, '../../../..')
const units = ['stepup.service', 'stepup-backup.service', 'stepup-backup.timer'].map((unit) =>
  path.join(repoRoot, 'deploy/systemd', unit),
)
const systemdAnalyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((file) => fs.existsSync(file))

// The shipped units as systemd reads them: a misspelt setting, a bad value or a missing binary is
// a warning there, which `verify` prints.
describe.runIf(systemdAnalyze)('the systemd units in deploy/systemd', () => {
  it('pass systemd-analyze verify without a warning', async () => {
    const { stdout, stderr } = await run(systemdAnalyze!, ['verify', ...units])
    expect(stdout + stderr).toBe('')
  })
})

describe.skipIf(systemdAnalyze)(
  'the systemd units in deploy/systemd (systemd-analyze is not installed: not checked)',
  () => {
    it.skip('pass systemd-analyze verify without a warning', () => {})
  },
)
