import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHONE, launchBrowser, newPage, screenshot, signUpInBrowser } from './helpers/browser.ts'

const COMMUNITY_URL = 'https://community.example.com/walkers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** The admin setting, through the API the settings form uses. */
async function setCommunityUrl(page: Page, communityUrl: string) {
  const status = await page.evaluate(async (url) => {
    const response = await fetch('/api/scores/config', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ communityUrl: url }),
    })
    return response.status
  }, communityUrl)
  expect(status).toBe(200)
}

describe('chats page', () => {
  it('says when no link is set, points admins to the admin panel, then shows the link and its QR code', async () => {
    const admin = await newPage(browser)
    const member = await newPage(browser, { viewport: PHONE })
    try {
      await signUpInBrowser(admin.page, 'Chats Admin', { admin: true })
      await signUpInBrowser(member.page, 'Chats Member')
      await setCommunityUrl(admin.page, '')

      await member.page.goto('/chats')
      await member.page.getByText('No community link has been set yet.').waitFor()
      expect(await member.page.getByRole('link', { name: 'Set it in the admin panel' }).count()).toBe(0)

      await admin.page.goto('/chats')
      await admin.page.getByText('No community link has been set yet.').waitFor()
      await admin.page.getByRole('link', { name: 'Set it in the admin panel' }).click()
      await admin.page.waitForURL('**/admin')

      await setCommunityUrl(admin.page, COMMUNITY_URL)
      await member.page.goto('/chats')
      const open = member.page.getByRole('link', { name: /Open the community/ })
      await open.waitFor()
      expect(await open.getAttribute('href')).toBe(COMMUNITY_URL)
      expect(await open.getAttribute('target')).toBe('_blank')
      expect(await open.getAttribute('rel')).toContain('noopener')
      const qr = member.page.getByRole('img', { name: `QR code for ${COMMUNITY_URL}` })
      await qr.waitFor()
      const box = await qr.boundingBox()
      expect(box!.width).toBeGreaterThan(150)
      // Nothing wider than the phone's screen.
      expect(await member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
      await screenshot(member.page, 'chats-phone')

      await admin.page.goto('/chats')
      await admin.page.getByRole('img', { name: `QR code for ${COMMUNITY_URL}` }).waitFor()
      await screenshot(admin.page, 'chats-desktop')

      expect(admin.pageErrors).toEqual([])
      expect(member.pageErrors).toEqual([])
    } finally {
      await setCommunityUrl(admin.page, '').catch(() => {})
      await admin.context.close()
      await member.context.close()
    }
  })
})

describe('unknown pages and failing pages', () => {
  it('shows a 404 page with a way home, inside the layout', async () => {
    const { page, context, pageErrors } = await newPage(browser)
    try {
      await signUpInBrowser(page, 'Lost Walker')
      await page.goto('/no/such/page')
      await page.getByRole('heading', { name: 'Page not found' }).waitFor({ state: 'attached' })
      await page.getByText('/no/such/page').waitFor()
      await page.getByRole('navigation').first().waitFor()
      await page.getByRole('link', { name: 'Back to home' }).click()
      await page.waitForURL((url) => url.pathname === '/')
      expect(pageErrors).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("shows the route's error boundary, with the header still there, when a page's code fails to load", async () => {
    const { page, context, pageErrors } = await newPage(browser)
    try {
      await signUpInBrowser(page, 'Offline Walker')
      // The chats page's code cannot be downloaded, as after a release or on a lost connection.
      await page.route(/\/assets\/chats-page-[^/]+\.js$/, (route) => route.abort())
      await page.getByRole('link', { name: 'Chats' }).first().click()
      await page.getByRole('heading', { name: 'Something went wrong' }).waitFor()
      await page.getByRole('button', { name: 'Try again' }).waitFor()
      await page.getByRole('link', { name: 'Back to home' }).waitFor()
      expect(await page.getByRole('link', { name: 'My Scores' }).first().isVisible()).toBe(true)

      // Once the code can be fetched again, "Try again" brings the page back.
      await page.unroute(/\/assets\/chats-page-[^/]+\.js$/)
      await page.getByRole('button', { name: 'Try again' }).click()
      await page.getByRole('heading', { name: 'Chats' }).waitFor()
      expect(pageErrors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
