import { request, type APIRequestContext, type Browser, type Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PHONE, baseUrl, launchBrowser, newPage, screenshot, signUpInBrowser, uniqueEmail } from './helpers/browser.ts'

async function ok<T = Record<string, unknown>>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

interface Todo {
  daysToReview: number
  proofsToJudge: number
  challengesToJudge: { id: number; name: string; pending: number }[]
  dayRequests: number
  neverSynced: number
}

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' })
const current = (page: Page) => adminNav(page).locator('[aria-current="page"]')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

it("the admin's home: the to-do on the profile and on /admin links to where each thing is handled", async () => {
  const { page, pageErrors } = await newPage(browser)
  await signUpInBrowser(page, 'Tova Todo', { admin: true })
  const headers = { origin: baseUrl() }

  // A member sends a proof: one more to judge.
  const member = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: headers })
  await ok(
    await member.post('/api/auth/register', {
      data: { username: 'Pia Proof', email: uniqueEmail('pia'), password: 'walk-every-day' },
    }),
    'register',
  )
  const challenge = await ok<{ id: number }>(
    await page.request.post('/api/challenges', {
      headers,
      data: {
        name: 'To-do stairs',
        points: 10,
        startDate: new Date(Date.now() - 3600_000).toISOString(),
        endDate: new Date(Date.now() + 24 * 3600_000).toISOString(),
      },
    }),
    'challenge',
  )
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#22c55e' } })
    .png()
    .toBuffer()
  await ok(
    await member.post(`/api/challenges/${challenge.id}/completions`, {
      multipart: { file: { name: 'stairs.png', mimeType: 'image/png', buffer: photo } },
    }),
    'proof',
  )
  await member.dispose()
  const todo = await ok<Todo>(await page.request.get('/api/admin/todo'), 'todo')
  expect(todo.proofsToJudge).toBeGreaterThanOrEqual(1)
  expect(todo.neverSynced).toBeGreaterThanOrEqual(1)

  // After sign-up the admin lands on the profile, which opens with the to-do.
  await page.goto('/profile')
  const waiting = page.getByRole('region', { name: 'Waiting for you' })
  const proofs = waiting.getByTestId('todo-proofs')
  await expect.poll(() => proofs.textContent()).toContain(todo.proofsToJudge.toLocaleString('en-US'))
  const proofsTarget =
    todo.challengesToJudge.length === 1 ? `/challenges/${todo.challengesToJudge[0]!.id}` : '/challenges'
  await expect(proofs.getAttribute('href')).resolves.toBe(proofsTarget)
  await expect(waiting.getByTestId('todo-never-synced').getAttribute('href')).resolves.toBe(
    '/admin/members?status=active&connection=none',
  )
  await waiting.getByTestId('todo-days').click()
  await page.getByRole('heading', { level: 1, name: 'Review queue' }).waitFor()
  await expect(current(page).textContent()).resolves.toBe('Review queue')

  // /admin: the to-do, the summary (its proofs to judge a link) and the settings, no longer one long page.
  await adminNav(page).getByRole('link', { name: 'Overview' }).click()
  await page.getByRole('heading', { level: 1, name: 'Admin' }).waitFor()
  await expect(current(page).textContent()).resolves.toBe('Overview')
  await page.getByRole('region', { name: 'Waiting for you' }).waitFor()
  const summaryProofs = page.getByTestId('summary-pendingCompletions').getByRole('link')
  await expect(summaryProofs.getAttribute('href')).resolves.toBe(proofsTarget)
  await page.locator('#main').getByRole('link', { name: 'All Scores' }).waitFor()
  await page.locator('#main').getByRole('link', { name: 'All Teams' }).waitFor()
  await page.getByRole('button', { name: 'Save settings' }).waitFor()
  expect(await page.getByText('Import steps (CSV)').count()).toBe(0)
  expect(await page.getByRole('button', { name: 'Save fair-play rules' }).count()).toBe(0)
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(height).toBeLessThan(2_600)
  await screenshot(page, 'admin-home-desktop-light')

  // Each section has its own address, and the sub-navigation marks it on every admin page.
  for (const [link, path, heading] of [
    ['Fair-play rules', '/admin/rules', 'Fair-play rules'],
    ['Imports', '/admin/imports', 'Import steps (CSV)'],
    ['Reports', '/admin/reports', 'Reports'],
    ['Audit trail', '/admin/audit', 'Audit trail'],
    ['Notifications', '/admin/notifications', undefined],
    ['Members', '/admin/members', 'Members'],
  ] as const) {
    await adminNav(page).getByRole('link', { name: link, exact: true }).click()
    await page.waitForURL(`**${path}`)
    if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor()
    await expect.poll(() => current(page).textContent()).toBe(link)
  }
  // A member's page belongs to the members section.
  await page.getByRole('table', { name: 'Members' }).getByRole('link').first().click()
  await page.waitForURL(/\/admin\/members\/\d+$/)
  await expect.poll(() => current(page).textContent()).toBe('Members')
  expect(pageErrors).toEqual([])
})

it('a change of the fair-play rules says it recounts before the save, and what moved after', async () => {
  const { page, pageErrors } = await newPage(browser)
  await signUpInBrowser(page, 'Rex Recount', { admin: true })
  await page.goto('/admin/rules')
  const rules = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save fair-play rules' }) })
  const floor = rules.getByLabel('Outlier floor (steps)')
  const before = await floor.inputValue()
  expect(await rules.getByText(/^Saving counts/).count()).toBe(0)
  await floor.fill(String(Number(before) + 1))
  await rules.getByText(/^Saving counts all [\d,]+ member days on record again/).waitFor()
  await rules.getByRole('button', { name: 'Save fair-play rules' }).click()
  await rules.getByText(/^Recounted [\d,]+ member days/).waitFor()
  await rules.getByText(/^All-time steps: [\d,]+ → [\d,]+ \([+−±][\d,]+\)\.$/).waitFor()
  await rules.getByText(/^Days waiting for review: [\d,]+ → [\d,]+\.$/).waitFor()

  // Back as it was, for the other journeys.
  await floor.fill(before)
  await rules.getByRole('button', { name: 'Save fair-play rules' }).click()
  await rules.getByText(/^Recounted/).waitFor()
  expect(pageErrors).toEqual([])
})

it('on a phone the sub-navigation wraps, every section in view', async () => {
  const { page } = await newPage(browser, { viewport: PHONE })
  await signUpInBrowser(page, 'Pam Phone', { admin: true })
  await page.goto('/admin')
  await page.getByRole('region', { name: 'Waiting for you' }).waitFor()
  const overflow = await adminNav(page).evaluate((nav) => nav.scrollWidth - nav.clientWidth)
  expect(overflow).toBe(0)
  await screenshot(page, 'admin-home-phone-light')
})
