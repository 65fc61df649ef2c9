import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  startTestProvider,
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  type TestProvider,
} from '../../../scripts/sso/trial-provider.ts'
import { baseUrl, launchBrowser, newPage, screenshot, signUpInBrowser } from './helpers/browser.ts'

let browser: Browser
let idp: TestProvider
let admin: Page

beforeAll(async () => {
  idp = await startTestProvider({
    redirectUri: `${baseUrl()}/api/auth/sso/oidc/callback`,
    logoutRedirectUri: `${baseUrl()}/login`,
  })
  idp.accounts.set('it-admin', { email: 'it-admin@corp.test', email_verified: true, name: 'Ines IT' })
  idp.accounts.set('wally', {
    email: `wally-${Date.now()}@corp.test`,
    email_verified: true,
    name: 'Wally Walker',
    groups: ['walkers'],
  })
  browser = await launchBrowser()
  admin = (await newPage(browser)).page
  await signUpInBrowser(admin, 'Sso Admin', { admin: true })
})

afterAll(async () => {
  // The journeys after this one sign in with passwords: the provider goes, whatever failed.
  const headers = { origin: baseUrl() }
  const open = await admin.request.patch('/api/settings', { headers, data: { joinPolicy: 'open', joinDomains: [] } })
  expect(open.status(), await open.text()).toBe(200)
  const removed = await admin.request.delete('/api/admin/sso/oidc', { headers })
  expect(removed.status(), await removed.text()).toBe(204)
  await browser.close()
  await idp.close()
})

/** The provider's own pages: the account name, then StepUp's request allowed. */
async function signInAtProvider(page: Page, account: string) {
  await page.getByRole('heading', { name: 'Company sign-in' }).waitFor()
  await page.getByLabel('Account').fill(account)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('heading', { name: 'Allow StepUp?' }).waitFor()
  await page.getByRole('button', { name: 'Allow' }).click()
}

it('an admin sets up the provider, tests it and turns it on; a new member signs in with it, joins their team, and comes back as the same member', async () => {
  const team = await admin.request.post('/api/teams', { headers: { origin: baseUrl() }, data: { name: 'Walkers' } })
  expect(team.status(), await team.text()).toBe(201)

  // The admin's page: the redirect URL to register, then the provider's settings.
  await admin.goto('/admin/single-sign-on')
  await admin.getByRole('heading', { name: 'Single sign-on', exact: true }).waitFor()
  await expect(admin.getByLabel('Redirect URL').inputValue()).resolves.toBe(`${baseUrl()}/api/auth/sso/oidc/callback`)
  await admin.getByLabel('Issuer URL').fill(idp.issuer)
  await admin.getByLabel('Client ID').fill(TEST_CLIENT_ID)
  await admin.getByLabel('Client secret').fill(TEST_CLIENT_SECRET)
  await admin.getByLabel('Scopes').fill('openid email profile groups')
  await admin.getByLabel('Button label').fill('Corp')
  await admin.getByRole('button', { name: 'Add a team mapping' }).click()
  await admin.getByLabel('Group', { exact: true }).fill('walkers')
  await admin.getByLabel('Team', { exact: true }).selectOption({ label: 'Walkers' })
  const saved = admin.waitForResponse((r) => r.url().endsWith('/api/admin/sso/oidc') && r.request().method() === 'PUT')
  await admin.getByRole('button', { name: 'Save provider' }).click()
  expect((await saved).status()).toBe(200)

  // Not on before a test; the test signs in at the provider and comes back with what it said.
  await expect(admin.getByRole('button', { name: 'Turn on sign-in with Corp' }).isDisabled()).resolves.toBe(true)
  await admin.getByRole('link', { name: 'Test sign-in' }).click()
  await signInAtProvider(admin, 'it-admin')
  await admin.waitForURL('**/admin/single-sign-on?test=done')
  await admin.getByText('it-admin@corp.test').waitFor()
  const on = admin.waitForResponse((r) => r.url().endsWith('/api/admin/sso/oidc/enabled'))
  await admin.getByRole('button', { name: 'Turn on sign-in with Corp' }).click()
  expect((await on).status()).toBe(200)
  await screenshot(admin, 'single-sign-on-admin-1280-light')

  // A newcomer signs in from the login page and arrives signed in, on the team of their group.
  const { page, pageErrors } = await newPage(browser)
  await page.goto('/login')
  await page.getByRole('link', { name: 'Sign in with Corp' }).click()
  await signInAtProvider(page, 'wally')
  await page.waitForURL('**/profile')
  await page.getByRole('heading', { name: 'My profile' }).waitFor()
  const me = await (await page.request.get('/api/me')).json()
  expect(me).toMatchObject({ username: 'Wally Walker', emailVerified: true, teamId: (await team.json()).id })

  // Logging out of StepUp offers the provider's logout too.
  await page.getByRole('button', { name: 'Log out' }).click()
  const providerLogout = page.getByRole('link', { name: 'Also sign out of Corp' })
  await providerLogout.waitFor()
  expect(new URL((await providerLogout.getAttribute('href'))!).origin).toBe(idp.issuer)

  // Back through the provider (still signed in there): the same member.
  await page.getByRole('link', { name: 'Sign in with Corp' }).click()
  await page.waitForURL('**/profile')
  expect((await (await page.request.get('/api/me')).json()).id).toBe(me.id)
  expect(pageErrors).toEqual([])
})

it('a provider that has not verified an address refuses the sign-in with a clear message, and nothing is made', async () => {
  idp.accounts.set('unverified', { email: 'someone@corp.test', email_verified: false, name: 'Nobody' })
  const { page } = await newPage(browser)
  await page.goto('/login')
  await page.getByRole('link', { name: 'Sign in with Corp' }).click()
  await signInAtProvider(page, 'unverified')
  await page.waitForURL('**/login?sso=ssoEmailUnverified')
  await page.getByRole('alert').getByText('Your provider has not confirmed your email address').waitFor()
  await screenshot(page, 'single-sign-on-refused-1280-light')
  expect((await page.request.get('/api/me')).status()).toBe(401)
})
