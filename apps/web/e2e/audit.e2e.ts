import { request, type APIRequestContext, type Browser } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  PHONE,
  baseUrl,
  launchBrowser,
  newPage,
  screenshot,
  seedLoggedIn,
  signUpInBrowser,
  uniqueEmail,
} from './helpers/browser.ts'

const PASSWORD = 'audit-every-step'

async function ok<T = Record<string, unknown>>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`)
  return (response.status() === 204 ? undefined : await response.json()) as T
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

it("records an admin's actions for the audit trail, and shows a member what admins did to their data", async () => {
  const admin = await newPage(browser)
  await signUpInBrowser(admin.page, 'Audra Auditor', { admin: true })
  const adminApi = admin.page.request
  const headers = { origin: baseUrl() }

  const member = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: headers })
  const memberEmail = uniqueEmail('milo')
  const registered = await ok<{ user: { id: number; username: string; isAdmin: boolean } }>(
    await member.post('/api/auth/register', {
      data: { username: 'Milo Proof', email: memberEmail, password: PASSWORD },
    }),
    'register',
  )

  const challenge = await ok<{ id: number }>(
    await adminApi.post('/api/challenges', {
      headers,
      data: {
        name: 'Audit stairs',
        points: 15,
        startDate: new Date(Date.now() - 3600_000).toISOString(),
        endDate: new Date(Date.now() + 24 * 3600_000).toISOString(),
      },
    }),
    'challenge',
  )
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer()
  const proof = await ok<{ id: number }>(
    await member.post(`/api/challenges/${challenge.id}/completions`, {
      multipart: { file: { name: 'stairs.png', mimeType: 'image/png', buffer: photo } },
    }),
    'proof',
  )
  await ok(
    await adminApi.patch(`/api/challenges/${challenge.id}/completions/${proof.id}`, {
      headers,
      data: { status: 'approved' },
    }),
    'judgment',
  )

  // The team size limit, changed in the admin page's settings form, then put back as it was.
  const { maxTeamMembers } = await ok<{ maxTeamMembers: number }>(await adminApi.get('/api/teams/config'), 'config')
  const page = admin.page
  await page.goto('/admin')
  await page.getByLabel('Max members per team').fill(String(maxTeamMembers + 1))
  await page.getByRole('button', { name: 'Save settings' }).click()
  await page.getByText('Settings saved.').waitFor()
  await ok(await adminApi.post('/api/teams/config', { headers, data: { maxTeamMembers } }), 'team size back')

  await page.getByRole('link', { name: 'Audit trail' }).click()
  await page.getByRole('heading', { level: 1, name: 'Audit trail' }).waitFor()
  await page.getByLabel('Kind of action').selectOption('team')
  const rows = page.getByRole('table', { name: 'Admin actions, newest first' }).locator('tbody tr')
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2)
  await page.getByRole('button', { name: 'Only my actions' }).click()
  await page.getByRole('button', { name: 'Clear the filter on Audra Auditor' }).waitFor()
  await expect.poll(() => rows.count()).toBe(2)
  // Newest first: putting the limit back, then the form's change.
  const [back, changed] = [await rows.nth(0).innerText(), await rows.nth(1).innerText()]
  expect(changed).toContain('Changed the team size limit')
  expect(changed).toMatch(
    new RegExp(`Max members per team: ${maxTeamMembers}\\s*(changed to)?\\s*${maxTeamMembers + 1}`),
  )
  expect(back).toMatch(new RegExp(`Max members per team: ${maxTeamMembers + 1}\\s*(changed to)?\\s*${maxTeamMembers}`))

  // Only the judgment concerns the member.
  await page.getByLabel('Kind of action').selectOption('')
  await page.getByLabel('Member').fill('Milo Pro')
  await page.getByRole('button', { name: 'Milo Proof' }).click()
  await expect.poll(() => rows.count()).toBe(1)
  const judged = await rows.nth(0).innerText()
  expect(judged).toContain('Judged a challenge proof')
  expect(judged).toContain('Audit stairs')
  expect(judged).toMatch(/Status: Pending\s*(changed to)?\s*Approved/)
  await page.getByLabel('Kind of action').selectOption('competition')
  await page.getByText('No actions match these filters').waitFor()
  expect(admin.pageErrors).toEqual([])

  // The member reads it on My Scores, and cannot open the trail.
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE })
  await context.addCookies((await member.storageState()).cookies)
  await seedLoggedIn(context, registered.user, 'en', 'light')
  const memberPage = await context.newPage()
  await memberPage.goto('/myscores')
  const card = memberPage.getByTestId('admin-changes')
  await card.getByRole('heading', { name: 'Changes by admins' }).waitFor()
  const text = await card.innerText()
  expect(text).toContain('Judged a challenge proof')
  expect(text).toContain('By Audra Auditor')
  expect(text).toMatch(/Points: 0\s*(changed to)?\s*15/)
  await screenshot(memberPage, 'audit-member-card-phone')
  await memberPage.goto('/admin/audit')
  await memberPage.getByText('Access denied. Admins only.').waitFor()

  // An admin with no changes to their own data sees no such card.
  await page.goto('/myscores')
  await page.getByRole('heading', { level: 1, name: 'My Scores' }).waitFor()
  await page.getByRole('heading', { name: 'Score history' }).waitFor()
  await expect(page.getByTestId('admin-changes').count()).resolves.toBe(0)

  await Promise.all([member.dispose(), context.close(), admin.context.close()])
})
