import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { inject } from 'vitest'
import { E2E_ADMIN_TOKEN } from './global-setup.ts'

export const baseUrl = () => inject('baseUrl')
export const screenshotDir = path.resolve(__dirname, '../../../../test-results/screenshots')

export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 375, height: 740 }

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

export interface PageOptions {
  viewport?: { width: number; height: number }
  colorScheme?: 'light' | 'dark'
}

/**
 * A fresh context (no cookies, no storage) and page. Uncaught page errors are collected, so a
 * test can assert there were none.
 */
export async function newPage(browser: Browser, options: PageOptions = {}) {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    acceptDownloads: true,
  })
  const page: Page = await context.newPage()
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return { context, page, pageErrors }
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(screenshotDir, { recursive: true })
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true })
}

let counter = 0
/** An email no other test uses. */
export const uniqueEmail = (prefix = 'member') =>
  `${prefix}-${Date.now().toString(36)}-${(counter += 1)}-${Math.random().toString(36).slice(2, 6)}@example.com`

export const E2E_PASSWORD = 'walk-every-day'

/** Signs a new member (or admin) up through the form, as a person would, and waits for /profile. */
export async function signUpInBrowser(
  page: Page,
  username: string,
  options: { admin?: boolean; password?: string } = {},
) {
  await page.goto('/signup')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Email').fill(uniqueEmail(username.toLowerCase().replace(/\W+/g, '-')))
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? E2E_PASSWORD)
  if (options.admin) {
    // The token field is folded away for the many who have none.
    await page.getByRole('button', { name: 'I have an admin token' }).click()
    await page.getByLabel('Admin token (optional)').fill(E2E_ADMIN_TOKEN)
  }
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await page.waitForURL('**/profile')
}

/**
 * Makes every new tab of `context` start as the app leaves a logged-in browser: the stored flag,
 * the user, the language and the theme. Once per tab, so a reload finds what the app itself
 * stored since.
 */
export async function seedLoggedIn(context: BrowserContext, user: object, language: string, theme: 'light' | 'dark') {
  await context.addInitScript(
    ([user, language, theme]) => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', 'yes')
      localStorage.setItem('isLoggedIn', 'true')
      localStorage.setItem('user', user!)
      localStorage.setItem('language', language!)
      localStorage.setItem('theme', theme!)
    },
    [JSON.stringify(user), language, theme],
  )
}
