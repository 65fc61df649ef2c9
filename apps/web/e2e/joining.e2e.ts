import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  baseUrl,
  E2E_PASSWORD,
  launchBrowser,
  newPage,
  screenshot,
  signUpInBrowser,
  uniqueEmail,
} from './helpers/browser.ts'
import { readLinkFromOutbox } from './helpers/outbox.ts'

let browser: Browser
let admin: Page
beforeAll(async () => {
  browser = await launchBrowser()
  admin = (await newPage(browser)).page
  await signUpInBrowser(admin, 'Ida Inviter', { admin: true })
})
afterAll(async () => {
  // The journeys after this one sign up freely: the community is open again, whatever failed.
  const reopened = await admin.request.patch('/api/settings', {
    headers: { origin: baseUrl() },
    data: { joinPolicy: 'open', joinDomains: [] },
  })
  expect(reopened.status(), await reopened.text()).toBe(200)
  await browser.close()
})

/** The admin's choice of who may join, saved from /admin as an admin does it. */
async function chooseJoinPolicy(name: string, domains?: string) {
  await admin.goto('/admin/invitations')
  const section = admin.getByRole('main')
  await section.getByRole('radio', { name }).check()
  if (domains !== undefined) await section.getByLabel('Email domains').fill(domains)
  const saved = admin.waitForResponse((r) => r.url().endsWith('/api/settings') && r.request().method() === 'PATCH')
  await section.getByRole('button', { name: 'Save who may join' }).click()
  expect((await saved).status()).toBe(200)
  await section.getByText('Settings saved').waitFor()
}

async function fillSignup(page: Page, username: string, email?: string) {
  await page.getByLabel('Username').fill(username)
  if (email) await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD)
  await page.getByRole('button', { name: 'Sign Up' }).click()
}

it('an invitation-only community refuses a stranger and admits whoever has the shared link', async () => {
  await chooseJoinPolicy('Invited people only')

  // A stranger sees the warning before the form, and the refusal after it.
  const { page: stranger, pageErrors } = await newPage(browser)
  await stranger.goto('/signup')
  await stranger.getByText('This community is open by invitation only').first().waitFor()
  await fillSignup(stranger, 'Sam Stranger', uniqueEmail('stranger'))
  await stranger
    .getByRole('alert')
    .getByText('This community is open by invitation only. Ask an admin for an invitation.')
    .waitFor()
  expect(stranger.url()).toMatch(/\/signup$/)

  // The admin makes a shareable link: shown this once.
  await admin.goto('/admin/invitations')
  await admin.getByRole('heading', { name: 'Invitations', exact: true }).waitFor()
  const linkSection = admin.getByRole('main')
  await linkSection.getByRole('button', { name: 'Create a shareable link' }).click()
  await admin.getByText('Copy the link now: it is shown only this once').waitFor()
  const url = await admin.getByRole('textbox', { name: 'Shareable link' }).inputValue()
  expect(url).toMatch(/\/signup\?invite=/)
  await admin.getByRole('cell', { name: 'Shareable link' }).first().waitFor()
  await screenshot(admin, 'joining-admin-invitations-1280-light')

  // A newcomer signs up through it.
  const { page: newcomer } = await newPage(browser)
  await newcomer.goto(url)
  await newcomer.getByText(/You were invited \(until/).waitFor()
  await fillSignup(newcomer, 'Nia Newcomer', uniqueEmail('newcomer'))
  await newcomer.waitForURL('**/profile')
  await newcomer.getByRole('heading', { name: 'My profile' }).waitFor()

  // The link counts the account it made.
  await admin.reload()
  const row = admin.getByRole('row').filter({ hasText: 'Shareable link' }).first()
  await expect(row.getByRole('cell').nth(4).textContent()).resolves.toBe('1')
  expect(pageErrors).toEqual([])
})

it('a community open to some domains has a newcomer confirm their address before the app opens', async () => {
  await chooseJoinPolicy('People with an email at these domains', 'walkers.test, example.com')

  const { page, pageErrors } = await newPage(browser)
  await page.goto('/signup')
  await page.getByText('Sign-up is open to emails at walkers.test and example.com.').waitFor()

  // Another domain is refused, naming the allowed ones.
  await fillSignup(page, 'Olga Other', `olga-${Date.now()}@elsewhere.test`)
  await page
    .getByRole('alert')
    .getByText(/Sign-up is open only to emails at/)
    .waitFor()

  // An allowed address signs up and lands on the screen that asks for the confirmation.
  const email = uniqueEmail('domain')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await page.getByRole('heading', { name: 'Confirm your email address' }).waitFor()
  await page.getByText(email).waitFor()
  await expect(page.getByTestId('tab-bar').count()).resolves.toBe(0)
  // Any page is the same screen until then.
  await page.goto('/myscores')
  await page.getByRole('heading', { name: 'Confirm your email address' }).waitFor()
  await screenshot(page, 'joining-confirm-gate-1280-light')

  // Sending it again works; the newest mail's link confirms the address and the app opens.
  await page.getByRole('button', { name: 'Send the link again' }).click()
  await page.getByText('A new link is on its way.', { exact: false }).waitFor()
  await new Promise((resolve) => setTimeout(resolve, 300))
  const link = await readLinkFromOutbox(email, '/verify-email?token=')
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''))
  await page.getByRole('heading', { name: 'Your email address is confirmed' }).waitFor()
  await page.getByRole('link', { name: 'Continue to StepUp' }).click()
  await page.getByRole('link', { name: 'My Scores' }).first().waitFor()
  await expect(page.getByRole('heading', { name: 'Confirm your email address' }).count()).resolves.toBe(0)
  expect(pageErrors).toEqual([])
})
