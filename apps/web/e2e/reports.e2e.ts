import fs from 'node:fs'
import { parse } from 'csv-parse/sync'
import { request, type APIRequestContext, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { baseUrl, launchBrowser, newPage, screenshot, signUpInBrowser, uniqueEmail } from './helpers/browser.ts'

const BOM = '\uFEFF'

async function ok<T = Record<string, unknown>>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

/** Clicks what starts a download, and answers the saved file's records by header, after its BOM. */
async function downloaded(page: Page, start: () => Promise<void>) {
  const downloading = page.waitForEvent('download')
  await start()
  const download = await downloading
  const text = fs.readFileSync(await download.path(), 'utf8')
  expect(text.startsWith(BOM)).toBe(true)
  const records = parse(text.slice(1), { columns: true }) as Array<Record<string, string>>
  return { name: download.suggestedFilename(), records }
}

const dayBefore = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

it('the admin downloads the members, teams and days reports, and the files hold their rows', async () => {
  const admin = await newPage(browser)
  await signUpInBrowser(admin.page, 'Rina Reports', { admin: true })
  const headers = { origin: baseUrl() }

  const member = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: headers })
  const email = uniqueEmail('noa')
  const suffix = Math.random().toString(36).slice(2, 7)
  const name = `נועה ${suffix}`
  const registered = await ok<{ user: { id: number } }>(
    await member.post('/api/auth/register', { data: { username: name, email, password: 'walk-every-day' } }),
    'register',
  )
  const teamName = `=Walkers ${suffix}`
  await ok(await member.post('/api/teams', { data: { name: teamName } }), 'team')

  const today = new Date().toISOString().slice(0, 10)
  const older = dayBefore(today, 3)
  await ok(
    await admin.page.request.post('/api/admin/steps/import', {
      headers: { ...headers, 'content-type': 'text/csv' },
      data: `email,date,steps\n${email},${older},7100\n${email},${dayBefore(today, 10)},300\n`,
    }),
    'import',
  )

  await admin.page.goto('/admin/reports')
  const reports = admin.page.getByTestId('reports-card')
  await reports.getByRole('link', { name: 'Download members' }).scrollIntoViewIfNeeded()
  await screenshot(admin.page, 'admin-reports-desktop-light')

  const members = await downloaded(admin.page, () => reports.getByRole('link', { name: 'Download members' }).click())
  expect(members.name).toMatch(/^stepup-members-\d{4}-\d{2}-\d{2}\.csv$/)
  const noa = members.records.find((row) => Number(row.member_id) === registered.user.id)
  expect(noa).toMatchObject({
    name,
    email,
    team: `'${teamName}`,
    team_leader: 'yes',
    status: 'active',
    steps_all_time: '7400',
  })
  expect(members.records.some((row) => row.name === 'Rina Reports' && row.role === 'admin')).toBe(true)

  const teams = await downloaded(admin.page, () => reports.getByRole('link', { name: 'Download teams' }).click())
  expect(teams.name).toMatch(/^stepup-teams-\d{4}-\d{2}-\d{2}\.csv$/)
  expect(teams.records.find((row) => row.team === `'${teamName}`)).toMatchObject({
    leader: name,
    active_members: '1',
    steps_all_time: '7400',
    average_steps_per_member: '7400',
  })

  // A reversed range is refused in the form, before anything is downloaded.
  await reports.getByLabel('From').fill(today)
  await reports.getByLabel('To').fill(older)
  await reports.getByRole('button', { name: 'Download days' }).click()
  await expect.poll(() => reports.getByText("A report's last day must be on or after its first day").count()).toBe(1)

  await reports.getByLabel('To').fill(today)
  await reports.getByLabel('From').fill(dayBefore(today, 5))
  const days = await downloaded(admin.page, () => reports.getByRole('button', { name: 'Download days' }).click())
  expect(days.name).toBe(`stepup-days-${dayBefore(today, 5)}-to-${today}.csv`)
  expect(days.records.filter((row) => Number(row.member_id) === registered.user.id)).toEqual([
    expect.objectContaining({ date: older, name, counted_steps: '7100', admin_steps: '7100', review: '' }),
  ])
  expect(admin.pageErrors).toEqual([])
  await member.dispose()
  await admin.context.close()
})
