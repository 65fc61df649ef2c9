import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, signUpInBrowser } from './helpers/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const searchRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Find users' }).getByRole('listitem').filter({ hasText: name })

describe('friends', () => {
  it('finds a member, sends a request that they accept, and shows each other’s profiles', async () => {
    const tag = Math.random().toString(36).slice(2, 7)
    const alex = await newPage(browser)
    const blair = await newPage(browser, { viewport: PHONE, colorScheme: 'dark' })
    await signUpInBrowser(alex.page, `Alex ${tag}`)
    await signUpInBrowser(blair.page, `Blair ${tag}`)

    await alex.page.goto('/friends')
    await alex.page.getByLabel('Search by name').fill(`nobody-${tag}`)
    await alex.page.getByText('No users found.').waitFor()
    await alex.page.getByLabel('Search by name').fill(`Blair ${tag}`)
    await searchRow(alex.page, `Blair ${tag}`).getByRole('button', { name: 'Add friend' }).click()
    await searchRow(alex.page, `Blair ${tag}`).getByText('Request sent').waitFor()
    await alex.page.getByRole('list', { name: 'Sent requests' }).getByText(`Blair ${tag}`).waitFor()
    await screenshot(alex.page, 'friends-desktop-light')

    await blair.page.goto('/friends')
    const received = blair.page.getByRole('list', { name: 'Received requests' })
    await received.getByText(`Alex ${tag}`).waitFor()
    await screenshot(blair.page, 'friends-phone-dark')
    await received.getByRole('button', { name: 'Accept' }).click()
    await blair.page.getByRole('list', { name: 'My friends' }).getByText(`Alex ${tag}`).waitFor()
    await expect(blair.page.getByText('No requests waiting for you.').isVisible()).resolves.toBe(true)

    // A friend's profile shows their contact details.
    await blair.page
      .getByRole('list', { name: 'My friends' })
      .getByRole('link', { name: `Alex ${tag}` })
      .click()
    await blair.page.waitForURL('**/profile/*')
    await blair.page.getByRole('heading', { name: `Alex ${tag}` }).waitFor()
    await expect(blair.page.getByText('@example.com').count()).resolves.toBe(1)
    await screenshot(blair.page, 'profile-phone-dark')

    const desk = await newPage(browser, { viewport: DESKTOP, colorScheme: 'dark' })
    await signUpInBrowser(desk.page, `Casey ${tag}`)
    await desk.page.goto(blair.page.url().replace(/^https?:\/\/[^/]+/, ''))
    await desk.page.getByRole('heading', { name: `Alex ${tag}` }).waitFor()
    // Not a friend: contact details stay hidden.
    await expect(desk.page.getByText('@example.com').count()).resolves.toBe(0)
    await screenshot(desk.page, 'profile-desktop-dark')
    // A request sent from the profile shows there at once.
    await desk.page.getByRole('button', { name: 'Add friend' }).click()
    await desk.page.getByText('Request sent').waitFor()

    await desk.page.goto('/profile/999999')
    await desk.page.getByText('Failed to load user profile.').waitFor()

    for (const { page, pageErrors } of [alex, blair, desk]) {
      expect(pageErrors).toEqual([])
      await page.context().close()
    }
  })
})
