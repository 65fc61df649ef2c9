import fs from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import yauzl from 'yauzl'
import { launchBrowser, newPage, uniqueEmail } from './helpers/browser.ts'

const PASSWORD = 'my-data-secret'

/** The names of a zip's entries. */
function entriesOf(file: string) {
  return new Promise<string[]>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: false }, (error, zip) => {
      if (error) return reject(error)
      const names: string[] = []
      zip.on('entry', (entry: yauzl.Entry) => names.push(entry.fileName))
      zip.once('end', () => resolve(names))
      zip.once('error', reject)
    }),
  )
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe('a member owns their data', () => {
  it('downloads their data as a zip, deletes their account, and cannot log in again', async () => {
    const { page, pageErrors } = await newPage(browser)
    const email = uniqueEmail('my-data')
    await page.goto('/signup')
    await page.getByLabel('Username').fill('Dana Data')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await page.waitForURL('**/profile')
    await page.getByRole('heading', { name: 'Your data' }).waitFor()

    const downloadButton = page.getByRole('button', { name: 'Download my data' })
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()])
    expect(download.suggestedFilename()).toMatch(/^stepup-data-\d{4}-\d{2}-\d{2}\.zip$/)
    const entries = await entriesOf(await download.path())
    expect(entries).toEqual(expect.arrayContaining(['README.txt', 'profile.json', 'profile.csv', 'days.csv']))
    expect(fs.existsSync(await download.path())).toBe(true)
    // Three downloads in ten minutes; the fourth says so in the page rather than saving the refusal.
    for (let more = 0; more < 2; more += 1) {
      await Promise.all([page.waitForEvent('download'), downloadButton.click()])
    }
    await downloadButton.click()
    await page.getByText('Too many attempts').waitFor()

    await page.getByRole('button', { name: 'Delete my account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await dialog.getByText('This cannot be undone').waitFor()
    await dialog.getByLabel('Current password').fill('not-my-password')
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await dialog.getByText('Your current password is not correct').waitFor()
    await dialog.getByLabel('Current password').fill(PASSWORD)
    await dialog.getByRole('button', { name: 'Delete my account' }).click()
    await page.getByText('Your account has been deleted').waitFor()
    expect(new URL(page.url()).pathname).toBe('/')
    await expect(page.evaluate(() => localStorage.getItem('isLoggedIn'))).resolves.toBeNull()

    await page.goto('/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/auth/login')),
      page.getByRole('button', { name: 'Log In' }).click(),
    ])
    expect(answer.status()).toBe(401)
    expect(new URL(page.url()).pathname).toBe('/login')
    expect(pageErrors).toEqual([])
  })
})
