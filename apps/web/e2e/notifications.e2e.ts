import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_PASSWORD, launchBrowser, newPage, signUpInBrowser, uniqueEmail } from './helpers/browser.ts'
import { readLinkFromOutbox } from './helpers/outbox.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

describe('notifications', () => {
  it('an announcement goes from the admin’s form to the member’s home page and inbox, and its link stops those mails', async () => {
    const member = await newPage(browser)
    const email = uniqueEmail('listener')
    await member.page.goto('/signup')
    await member.page.getByLabel('Username').fill('Lia Listener')
    await member.page.getByLabel('Email').fill(email)
    await member.page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD)
    await member.page.getByRole('button', { name: 'Sign Up' }).click()
    await member.page.waitForURL('**/profile')
    // Quiet hours would hold the mail until morning: off, from the page, saved at once.
    await member.page.goto('/notifications')
    const quiet = member.page.getByRole('switch', { name: 'Quiet hours' })
    await quiet.click()
    await member.page.getByText('Off: notifications come at any hour.').waitFor()

    const admin = await newPage(browser)
    await signUpInBrowser(admin.page, 'Ada Announcer', { admin: true })
    await admin.page.goto('/admin/notifications')
    await admin.page.getByLabel('Title').fill('Stairs week')
    await admin.page.getByLabel('Text', { exact: true }).fill('Take the stairs.\n<b>Every</b> day.')
    await admin.page.getByRole('button', { name: 'Send announcement' }).click()
    await admin.page.getByText(/^Announcement sent to \d+ members?\.$/).waitFor()
    await admin.page.getByRole('table').getByText('Stairs week').waitFor()

    await member.page.goto('/')
    const announcements = member.page.getByRole('region', { name: 'Announcements' })
    await announcements.getByRole('heading', { name: 'Stairs week' }).waitFor()
    expect(await announcements.getByText('Take the stairs.').innerText()).toBe('Take the stairs.\n<b>Every</b> day.')
    await announcements.getByRole('button', { name: 'Dismiss the announcement “Stairs week”' }).click()
    await member.page.reload()
    await member.page.getByRole('heading', { level: 1 }).waitFor()
    expect(await member.page.getByRole('heading', { name: 'Stairs week' }).count()).toBe(0)

    // The mail's link, opened logged out: it asks before it changes anything. (Its header names the
    // API's one-click address with the same token, and may come first.)
    const link = await readLinkFromOutbox(email, '/unsubscribe?token=')
    const token = new URL(link.replace(/>$/, '')).searchParams.get('token')
    const guest = await newPage(browser)
    await guest.page.goto(`/unsubscribe?token=${token}`)
    await guest.page.getByRole('heading', { name: 'Stop emails about “Announcements”?' }).waitFor()
    await member.page.goto('/notifications')
    expect(await member.page.getByRole('switch', { name: 'Email: Announcements' }).isChecked()).toBe(true)
    await guest.page.getByRole('button', { name: 'Stop these emails' }).click()
    await guest.page.getByRole('heading', { name: 'You will no longer get these emails' }).waitFor()
    await member.page.reload()
    expect(await member.page.getByRole('switch', { name: 'Email: Announcements' }).isChecked()).toBe(false)

    expect([...member.pageErrors, ...admin.pageErrors, ...guest.pageErrors]).toEqual([])
  })
})
