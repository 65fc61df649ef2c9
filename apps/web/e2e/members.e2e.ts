import { request, type APIRequestContext, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHONE, baseUrl, launchBrowser, newPage, screenshot, signUpInBrowser, uniqueEmail } from './helpers/browser.ts'
import { readLinkFromOutbox } from './helpers/outbox.ts'

const PASSWORD = 'walk-with-friends'

async function ok<T = Record<string, unknown>>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`)
  return (await response.json()) as T
}

/** A member signed up through the API, with their own cookie jar, as on their own phone. */
async function registerMember(username: string) {
  const api = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } })
  const email = uniqueEmail('walker')
  const body = await ok<{ user: { id: number } }>(
    await api.post('/api/auth/register', { data: { username, email, password: PASSWORD } }),
    `register ${username}`,
  )
  return { api, id: body.user.id, username, email }
}

describe('member management', () => {
  let browser: Browser
  let admin: Page
  let pageErrors: string[]
  const suffix = Date.now().toString(36)
  let lena: Awaited<ReturnType<typeof registerMember>>

  beforeAll(async () => {
    browser = await launchBrowser()
    const opened = await newPage(browser)
    admin = opened.page
    pageErrors = opened.pageErrors
    await signUpInBrowser(admin, `Organiser ${suffix}`, { admin: true })
    lena = await registerMember(`Lena ${suffix}`)
    await registerMember(`Leon ${suffix}`)
  })
  afterAll(async () => {
    await lena?.api.dispose()
    await browser?.close()
  })

  it('finds a member by name from the admin page, and by status', async () => {
    await admin.goto('/admin')
    await admin.getByRole('link', { name: 'Members', exact: true }).click()
    await admin.getByRole('heading', { level: 1, name: 'Members' }).waitFor()
    const table = admin.getByRole('table', { name: 'Members' })
    await admin.getByLabel('Search by name or email').fill(suffix.toUpperCase())
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3)
    await admin.getByText('1–3 of 3').waitFor()
    await admin.getByLabel('Search by name or email').fill(lena.username)
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1)
    await admin.getByLabel('Status').selectOption('deactivated')
    await admin.getByText('No member matches.').waitFor()
    await admin.getByLabel('Status').selectOption('all')
    await table.getByRole('link', { name: lena.username }).click()
    await admin.getByRole('heading', { level: 1, name: lena.username }).waitFor()
  })

  it('deactivates a member, who is signed out at once, and reactivates them', async () => {
    await ok(await lena.api.get('/api/me'), 'Lena is signed in')
    await admin.getByRole('button', { name: 'Deactivate' }).click()
    const dialog = admin.getByRole('dialog', { name: `Deactivate ${lena.username}?` })
    await dialog.getByRole('button', { name: 'Deactivate' }).click()
    await admin.getByRole('status').getByText(`${lena.username} is deactivated.`).waitFor()
    await admin.locator('main').getByText('Deactivated', { exact: true }).waitFor()
    expect((await lena.api.get('/api/me')).status()).toBe(401)
    const login = await lena.api.post('/api/auth/login', { data: { email: lena.email, password: PASSWORD } })
    expect(login.status()).toBe(403)

    await admin.getByRole('button', { name: 'Reactivate' }).click()
    await admin
      .getByRole('dialog', { name: `Reactivate ${lena.username}?` })
      .getByRole('button', { name: 'Reactivate' })
      .click()
    await admin.getByRole('status').getByText(`${lena.username} is active again.`).waitFor()
    await ok(await lena.api.post('/api/auth/login', { data: { email: lena.email, password: PASSWORD } }), 'login')
  })

  it('mails a reset link, makes and removes an admin, and shows why a change is refused', async () => {
    await admin.getByRole('button', { name: 'Send reset link' }).click()
    await admin
      .getByRole('dialog', { name: `Send ${lena.username} a password reset link?` })
      .getByRole('button', { name: 'Send reset link' })
      .click()
    await admin.getByRole('status').getByText(`Reset link sent to ${lena.email}.`).waitFor()
    expect(await readLinkFromOutbox(lena.email)).toContain('/reset-password?token=')

    await admin.getByRole('button', { name: 'Make admin' }).click()
    await admin.getByRole('dialog').getByRole('button', { name: 'Make admin' }).click()
    await admin.getByRole('status').getByText(`${lena.username} is now an admin.`).waitFor()
    await admin.getByRole('button', { name: 'Remove admin' }).click()
    await admin.getByRole('dialog').getByRole('button', { name: 'Remove admin' }).click()
    await admin.getByRole('status').getByText(`${lena.username} is no longer an admin.`).waitFor()

    // The server's refusal reads in the dialog, in the reader's language.
    await admin.route('**/api/admin/members/*/role', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'The community needs at least one admin', key: 'lastAdmin' }),
      }),
    )
    await admin.getByRole('button', { name: 'Make admin' }).click()
    const dialog = admin.getByRole('dialog', { name: `Make ${lena.username} an admin?` })
    await dialog.getByRole('button', { name: 'Make admin' }).click()
    await dialog
      .getByRole('alert')
      .getByText('The community needs at least one admin: make another member an admin first')
      .waitFor()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await admin.unroute('**/api/admin/members/*/role')
  })

  it('corrects a day with a reason the member then reads', async () => {
    await admin.getByRole('button', { name: 'Save correction' }).click()
    await admin.getByText('Give a reason for the correction: the member sees it').waitFor()
    await admin.getByLabel('Steps', { exact: true }).fill('12345')
    await admin.getByLabel('Reason').fill('The watch counted a bike ride')
    await admin.getByRole('button', { name: 'Save correction' }).click()
    await admin.getByRole('status').getByText('now counts 12,345 steps').waitFor()
    await admin
      .getByRole('table', { name: `Days of ${lena.username}` })
      .getByText('12,345')
      .filter({ visible: true })
      .first()
      .waitFor()
    const history = await ok<{ steps: number; note: string | null }[]>(
      await lena.api.get('/api/scores/history'),
      'history',
    )
    expect(history[0]).toMatchObject({ steps: 12_345, note: 'The watch counted a bike ride' })
    await admin.setViewportSize(PHONE)
    await screenshot(admin, 'members-member-phone')
    expect(pageErrors).toEqual([])
  })
})
