import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHONE, launchBrowser, newPage, screenshot, signUpInBrowser } from './helpers/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/**
 * The browser pop-ups (alert, confirm, prompt) a page opens from now on, dismissed: the app says
 * everything on the page, so a test ends expecting none.
 */
function popUpsOf(page: Page) {
  const popUps: string[] = []
  page.on('dialog', (dialog) => {
    popUps.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return popUps
}

async function befriend(from: Page, to: Page, toName: string, fromName: string) {
  await from.goto('/friends')
  await from.getByLabel('Search by name').fill(toName)
  await from
    .getByRole('list', { name: 'Find users' })
    .getByRole('listitem')
    .filter({ hasText: toName })
    .getByRole('button', { name: 'Add friend' })
    .click()
  await from.getByRole('list', { name: 'Sent requests' }).getByText(toName).waitFor()
  await to.goto('/friends')
  const received = to.getByRole('list', { name: 'Received requests' })
  await received.getByRole('listitem').filter({ hasText: fromName }).getByRole('button', { name: 'Accept' }).click()
  await to.getByRole('list', { name: 'My friends' }).getByText(fromName).waitFor()
}

const confirmIn = (page: Page, name: string) => page.getByRole('dialog').getByRole('button', { name }).click()

describe('teams', () => {
  it('creates a team inviting a friend, who accepts; the lead moves and the new leader removes a member', async () => {
    const tag = Math.random().toString(36).slice(2, 7)
    const [leaderName, friendName] = [`Lee ${tag}`, `Robin ${tag}`]
    const lee = await newPage(browser)
    const robin = await newPage(browser, { viewport: PHONE, colorScheme: 'dark' })
    const popUps = [lee, robin].map(({ page }) => popUpsOf(page))
    await signUpInBrowser(lee.page, leaderName)
    await signUpInBrowser(robin.page, friendName)
    await befriend(lee.page, robin.page, friendName, leaderName)

    await lee.page.goto('/teams')
    await lee.page.getByText('You are not in a team yet').waitFor()
    await lee.page.getByLabel('Team name').fill(`Striders ${tag}`)
    await lee.page.getByRole('checkbox', { name: friendName }).check()
    await screenshot(lee.page, 'teams-create-desktop-light')
    await lee.page.getByRole('button', { name: 'Create team' }).click()
    await lee.page.getByText(`Striders ${tag}`).first().waitFor()
    await lee.page.getByText('1 of 10 members').waitFor()

    await robin.page.goto('/teams')
    const invites = robin.page.getByRole('list', { name: 'Received invites' })
    await invites.getByText(`Striders ${tag}`).waitFor()
    await invites.getByText(`Invited by ${leaderName}`).waitFor()
    await screenshot(robin.page, 'teams-invite-phone-dark')
    await invites.getByRole('button', { name: 'Accept' }).click()
    await robin.page.getByText('2 of 10 members').waitFor()
    await robin.page.getByRole('link', { name: 'Open team' }).click()
    await robin.page.waitForURL('**/teams/*')
    const teamUrl = new URL(robin.page.url()).pathname
    // A plain member can leave but has no leader tools.
    await robin.page.getByRole('button', { name: 'Leave team' }).waitFor()
    await expect(robin.page.getByRole('button', { name: 'Delete team' }).count()).resolves.toBe(0)
    await screenshot(robin.page, 'team-detail-member-phone-dark')

    await lee.page.goto(teamUrl)
    const members = lee.page.getByRole('list', { name: 'Members' })
    await members.getByText(friendName).waitFor()
    await screenshot(lee.page, 'team-detail-leader-desktop-light')
    await members
      .getByRole('listitem')
      .filter({ hasText: friendName })
      .getByRole('button', { name: 'Make leader' })
      .click()
    await confirmIn(lee.page, 'Make leader')
    await members.getByRole('listitem').filter({ hasText: friendName }).getByText('Leader', { exact: true }).waitFor()
    await expect(lee.page.getByRole('button', { name: 'Delete team' }).count()).resolves.toBe(0)

    await robin.page.goto(teamUrl)
    const robinMembers = robin.page.getByRole('list', { name: 'Members' })
    await robinMembers
      .getByRole('listitem')
      .filter({ hasText: leaderName })
      .getByRole('button', { name: 'Remove' })
      .click()
    await confirmIn(robin.page, 'Remove')
    await robin.page.getByText('1 of 10 members').waitFor()
    await expect(robinMembers.getByText(leaderName).count()).resolves.toBe(0)

    await lee.page.goto('/teams')
    await lee.page.getByText('You are not in a team yet').waitFor()
    await lee.page.goto(teamUrl)
    await lee.page.getByText('Failed to load team.').waitFor()

    expect(popUps.flat()).toEqual([])
    for (const { page, pageErrors } of [lee, robin]) {
      expect(pageErrors).toEqual([])
      await page.context().close()
    }
  })

  it('lets an admin delete a team from /allTeams, and refuses members', async () => {
    const tag = Math.random().toString(36).slice(2, 7)
    const member = await newPage(browser)
    const popUps = [popUpsOf(member.page)]
    await signUpInBrowser(member.page, `Morgan ${tag}`)
    await member.page.goto('/teams')
    await member.page.getByLabel('Team name').fill(`Night Owls ${tag}`)
    await member.page.getByRole('button', { name: 'Create team' }).click()
    await member.page.getByText('1 of 10 members').waitFor()

    // Refused on the page itself, with the way home.
    await member.page.goto('/allTeams')
    const refusal = member.page.getByRole('alert').filter({ hasText: 'Access denied. Admins only.' })
    await refusal.waitFor()
    await expect(member.page.getByRole('table').count()).resolves.toBe(0)
    await screenshot(member.page, 'all-teams-refused-desktop-light')
    await refusal.getByRole('link', { name: 'Go home' }).click()
    await member.page.waitForURL((url) => url.pathname === '/')

    const admin = await newPage(browser, { colorScheme: 'dark' })
    popUps.push(popUpsOf(admin.page))
    await signUpInBrowser(admin.page, `Ada ${tag}`, { admin: true })
    await admin.page.goto('/allTeams')
    const row = admin.page.getByRole('row').filter({ hasText: `Night Owls ${tag}` })
    await row.waitFor()
    await screenshot(admin.page, 'all-teams-desktop-dark')
    await row.getByRole('button', { name: 'Delete' }).click()
    await admin.page.getByRole('dialog').getByText('Are you sure you want to delete this team?').waitFor()
    await confirmIn(admin.page, 'Delete')
    await admin.page
      .getByRole('row')
      .filter({ hasText: `Night Owls ${tag}` })
      .waitFor({ state: 'detached' })
    // The dialog closes, and a toast confirms.
    await admin.page
      .getByRole('status')
      .filter({ hasText: `Night Owls ${tag} deleted.` })
      .waitFor()
    await expect(admin.page.getByRole('dialog').count()).resolves.toBe(0)

    const phone = await newPage(browser, { viewport: PHONE })
    await signUpInBrowser(phone.page, `Ada2 ${tag}`, { admin: true })
    await phone.page.goto('/allTeams')
    await phone.page.getByRole('heading', { name: 'All teams' }).waitFor()
    await screenshot(phone.page, 'all-teams-phone-light')

    await member.page.goto('/teams')
    await member.page.getByText('You are not in a team yet').waitFor()
    expect(popUps.flat()).toEqual([])
    for (const { page, pageErrors } of [member, admin, phone]) {
      expect(pageErrors).toEqual([])
      await page.context().close()
    }
  })

  it('stops asking for a team its leader deleted; an admin whose list still shows it sees it go on a failed delete', async () => {
    const tag = Math.random().toString(36).slice(2, 7)
    const leader = await newPage(browser)
    const popUps = [popUpsOf(leader.page)]
    await signUpInBrowser(leader.page, `Kai ${tag}`)
    await leader.page.goto('/teams')
    await leader.page.getByLabel('Team name').fill(`Early Birds ${tag}`)
    await leader.page.getByRole('button', { name: 'Create team' }).click()
    await leader.page.getByRole('link', { name: 'Open team' }).click()
    await leader.page.waitForURL('**/teams/*')
    const teamPath = new URL(leader.page.url()).pathname
    // Loaded before the delete, so no answer for the live team arrives after it.
    await leader.page.getByText('No pending invites.').waitFor()

    // The admin's list is loaded before the team goes, so it shows a team that no longer exists.
    const admin = await newPage(browser)
    popUps.push(popUpsOf(admin.page))
    await signUpInBrowser(admin.page, `Ida ${tag}`, { admin: true })
    await admin.page.goto('/allTeams')
    const row = admin.page.getByRole('row').filter({ hasText: `Early Birds ${tag}` })
    await row.waitFor()

    const askedAfterDelete: string[] = []
    let deleted = false
    leader.page.on('response', (response) => {
      const { pathname } = new URL(response.url())
      if (response.request().method() === 'DELETE' && pathname === `/api${teamPath}`) deleted = true
      else if (deleted && pathname.startsWith(`/api${teamPath}`))
        askedAfterDelete.push(`${pathname} ${response.status()}`)
    })
    await leader.page.getByRole('button', { name: 'Delete team' }).click()
    await confirmIn(leader.page, 'Delete team')
    await leader.page.waitForURL((url) => url.pathname === '/teams')
    await leader.page.getByText('You are not in a team yet').waitFor()
    await leader.page
      .getByRole('status')
      .filter({ hasText: `Early Birds ${tag} deleted.` })
      .waitFor()
    expect(deleted).toBe(true)
    expect(askedAfterDelete).toEqual([])

    await row.getByRole('button', { name: 'Delete' }).click()
    await confirmIn(admin.page, 'Delete')
    // Said in the dialog, beside the button that failed.
    await admin.page.getByRole('dialog').getByRole('alert').filter({ hasText: 'Failed to delete team.' }).waitFor()
    // Without a reload, the list drops the team the server no longer has.
    await row.waitFor({ state: 'detached', timeout: 5_000 })
    await screenshot(admin.page, 'all-teams-delete-failed-desktop-light')
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await expect(admin.page.getByRole('dialog').count()).resolves.toBe(0)
    expect(popUps.flat()).toEqual([])

    for (const { page, pageErrors } of [leader, admin]) {
      expect(pageErrors).toEqual([])
      await page.context().close()
    }
  })

  it('keeps a team within the maximum: too many picked, and inviting into a full team', async () => {
    const tag = Math.random().toString(36).slice(2, 7)
    const admin = await newPage(browser)
    await signUpInBrowser(admin.page, `Admin ${tag}`, { admin: true })
    const setMax = async (maxTeamMembers: number) => {
      const response = await admin.page.request.post('/api/teams/config', {
        data: { maxTeamMembers },
        headers: { origin: new URL(admin.page.url()).origin },
      })
      expect(response.status()).toBe(200)
    }
    await setMax(2)
    try {
      const [quinnName, patName, samName] = [`Quinn ${tag}`, `Pat ${tag}`, `Sam ${tag}`]
      const quinn = await newPage(browser, { viewport: PHONE })
      const pat = await newPage(browser)
      const sam = await newPage(browser)
      await signUpInBrowser(quinn.page, quinnName)
      await signUpInBrowser(pat.page, patName)
      await signUpInBrowser(sam.page, samName)
      await befriend(pat.page, quinn.page, quinnName, patName)
      await befriend(sam.page, quinn.page, quinnName, samName)

      await quinn.page.goto('/teams')
      await quinn.page.getByLabel('Team name').fill(`Pairs ${tag}`)
      await quinn.page.getByRole('checkbox', { name: patName }).check()
      await quinn.page.getByRole('checkbox', { name: samName }).check()
      await quinn.page.getByText('Team cannot exceed 2 members').waitFor()
      await expect(quinn.page.getByRole('button', { name: 'Create team' }).isDisabled()).resolves.toBe(true)
      await screenshot(quinn.page, 'teams-too-many-phone-light')
      await quinn.page.getByRole('checkbox', { name: samName }).uncheck()
      await expect(quinn.page.getByText('Team cannot exceed 2 members').count()).resolves.toBe(0)
      await quinn.page.getByRole('button', { name: 'Create team' }).click()
      await quinn.page.getByText('1 of 2 members').waitFor()

      await pat.page.goto('/teams')
      await pat.page.getByRole('list', { name: 'Received invites' }).getByRole('button', { name: 'Accept' }).click()
      await pat.page.getByText('2 of 2 members').waitFor()

      await quinn.page.getByRole('link', { name: 'Open team' }).click()
      await quinn.page.getByText('Team is full. Cannot invite more members.').waitFor()
      await quinn.page.getByText('No pending invites.').waitFor()
      const invite = quinn.page
        .getByRole('list', { name: 'Invite friends' })
        .getByRole('listitem')
        .filter({ hasText: samName })
        .getByRole('button', { name: 'Invite' })
      await expect(invite.isDisabled()).resolves.toBe(true)
      await screenshot(quinn.page, 'team-full-phone-light')
      for (const { page, pageErrors } of [quinn, pat, sam]) {
        expect(pageErrors).toEqual([])
        await page.context().close()
      }
    } finally {
      await setMax(10)
      await admin.context.close()
    }
  })
})
