import fs from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { E2E_PASSWORD, launchBrowser, newPage, uniqueEmail } from './helpers/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** The mail to `email` in the server's outbox, as a mail reader parses it. */
async function mailTo(email: string) {
  const outbox = path.join(inject('dataDir'), 'outbox')
  const file = await vi.waitFor(
    () => {
      const found = fs.readdirSync(outbox).find((name) => name.endsWith(`-${email}.eml`))
      if (!found) throw new Error(`no mail to ${email} yet`)
      return found
    },
    { timeout: 10_000, interval: 100 },
  )
  return simpleParser(fs.readFileSync(path.join(outbox, file)))
}

describe('mails in the language the member reads the app in', () => {
  it('keeps the language a logged-in member switched to, for a reset asked from an English page', async () => {
    const { page, pageErrors } = await newPage(browser)
    const email = uniqueEmail('polyglot')
    await page.goto('/signup')
    await page.getByLabel('Username').fill('Ana Polyglot')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD)
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await page.waitForURL('**/profile')
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/me') && r.request().method() === 'PATCH')
    await page.getByRole('complementary', { name: 'Language' }).getByRole('combobox').selectOption('he')
    expect((await saved).status()).toBe(200)
    await page.waitForFunction(() => document.documentElement.dir === 'rtl')

    // Another browser, logged out and in English, asks for the link.
    const other = (await newPage(browser)).page
    await other.goto('/forgot-password')
    await other.getByLabel('Email').fill(email)
    await other.getByRole('button', { name: 'Send reset link' }).click()
    await other.getByText('If this email is registered, a reset link has been sent.', { exact: false }).waitFor()

    const mail = await mailTo(email)
    expect(mail.subject).toBe('איפוס הסיסמה שלך ב-StepUp')
    expect(mail.html).toContain('dir="rtl"')
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text ?? '')?.[0]
    expect(link).toBeDefined()
    expect(mail.html).toContain(`href="${link}"`)
    expect(pageErrors).toEqual([])
  })
})
