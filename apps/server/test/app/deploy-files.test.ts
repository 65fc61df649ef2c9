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
const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((file) => fs.existsSync(file))
const alerts = path.join(repoRoot, 'deploy/prometheus')

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

// The alert rules, and their own tests: each alert fires on the series that should raise it.
describe.runIf(promtool)('the Prometheus alert rules in deploy/prometheus', () => {
  it('pass promtool check rules and their rule tests', async () => {
    await run(promtool!, ['check', 'rules', path.join(alerts, 'alerts.yml')])
    const { stdout } = await run(promtool!, ['test', 'rules', path.join(alerts, 'alerts.test.yml')])
    expect(stdout).toContain('SUCCESS')
  })
})

describe.skipIf(promtool)(
  'the Prometheus alert rules in deploy/prometheus (promtool is not installed: not checked)',
  () => {
    it.skip('pass promtool check rules and their rule tests', () => {})
  },
)
