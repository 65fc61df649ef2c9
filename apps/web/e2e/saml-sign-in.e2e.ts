import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startSamlTestProvider, type SamlTestProvider } from '../../../scripts/sso/saml-trial-provider.ts'
import { baseUrl, launchBrowser, newPage, screenshot, signUpInBrowser } from './helpers/browser.ts'

let browser: Browser
let idp: SamlTestProvider
let admin: Page

beforeAll(async () => {
  idp = await startSamlTestProvider()
  idp.accounts.set('it-admin', { email: 'saml-admin@corp.test', name: 'Ines IT' })
  idp.accounts.set('stella', { email: `stella-${Date.now()}@corp.test`, name: 'Stella Strider', groups: ['striders'] })
  browser = await launchBrowser()
  admin = (await newPage(browser)).page
  await signUpInBrowser(admin, 'Saml Admin', { admin: true })
})

afterAll(async () => {
  // The journeys after this one sign in with passwords, and open the page on OpenID Connect: the
  // SAML provider goes, whatever failed.
  const removed = await admin.request.delete('/api/admin/sso/saml', { headers: { origin: baseUrl() } })
  expect([204, 404], await removed.text()).toContain(removed.status())
  await browser.close()
  await idp.close()
})

/** The provider's own page: the account name, then its answer posts itself back to StepUp. */
async function signInAtProvider(page: Page, account: string) {
  await page.getByRole('heading', { name: 'Company sign-in' }).waitFor()
  await page.getByLabel('Account').fill(account)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

it('an admin sets up a SAML provider from its metadata file, tests it and turns it on; a new member signs in with it and joins their team', async () => {
  const team = await admin.request.post('/api/teams', { headers: { origin: baseUrl() }, data: { name: 'Striders' } })
  expect(team.status(), await team.text()).toBe(201)

  // What to give the provider, then its metadata as the file an admin downloads from it.
  await admin.goto('/admin/single-sign-on')
  await admin.getByRole('tab', { name: /SAML 2\.0/ }).click()
  await expect(admin.getByLabel('Reply URL (Assertion Consumer Service URL)').inputValue()).resolves.toBe(
    `${baseUrl()}/api/auth/sso/saml/acs`,
  )
  const metadata = await admin.request.get(
    (await admin.getByRole('link', { name: 'Download metadata' }).getAttribute('href'))!,
  )
  expect(await metadata.text()).toContain(`${baseUrl()}/api/auth/sso/saml/acs`)
  await admin.getByRole('radio', { name: 'From a file' }).check()
  await admin.getByLabel("Provider's metadata file").setInputFiles({
    name: 'idp-metadata.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(idp.metadata()),
  })
  await admin.getByLabel('Button label').fill('Corp SAML')
  await admin.getByRole('button', { name: 'Add a team mapping' }).click()
  await admin.getByLabel('Group', { exact: true }).fill('striders')
  await admin.getByLabel('Team', { exact: true }).selectOption({ label: 'Striders' })
  const saved = admin.waitForResponse((r) => r.url().endsWith('/api/admin/sso/saml') && r.request().method() === 'PUT')
  await admin.getByRole('button', { name: 'Save provider' }).click()
  expect((await saved).status()).toBe(200)
  await admin.getByText('Provider saved.').waitFor()
  await admin.getByTestId('saml-identity-provider').getByText(idp.entityId).first().waitFor()
  await expect(admin.getByTestId('saml-certificate').count()).resolves.toBeGreaterThan(0)

  // Not on before a test; the test comes back to the SAML tab with what the provider said.
  await expect(admin.getByRole('button', { name: 'Turn on sign-in with Corp SAML' }).isDisabled()).resolves.toBe(true)
  await admin.getByRole('link', { name: 'Test sign-in' }).click()
  await signInAtProvider(admin, 'it-admin')
  await admin.waitForURL('**/admin/single-sign-on?protocol=saml&test=done')
  await expect(admin.getByRole('tab', { name: /SAML 2\.0/ }).getAttribute('aria-selected')).resolves.toBe('true')
  await admin.getByTestId('sso-last-test').getByText('saml-admin@corp.test').first().waitFor()
  const on = admin.waitForResponse((r) => r.url().endsWith('/api/admin/sso/saml/enabled'))
  await admin.getByRole('button', { name: 'Turn on sign-in with Corp SAML' }).click()
  expect((await on).status()).toBe(200)
  await screenshot(admin, 'saml-admin-1280-light')

  // A newcomer signs in from the login page and arrives signed in, on the team of their group.
  const { page, pageErrors } = await newPage(browser)
  await page.goto('/login')
  await page.getByRole('link', { name: 'Sign in with Corp SAML' }).click()
  await signInAtProvider(page, 'stella')
  await page.waitForURL('**/profile')
  await page.getByRole('heading', { name: 'My profile' }).waitFor()
  const me = await (await page.request.get('/api/me')).json()
  expect(me).toMatchObject({ username: 'Stella Strider', teamId: (await team.json()).id })
  expect(pageErrors).toEqual([])
})
