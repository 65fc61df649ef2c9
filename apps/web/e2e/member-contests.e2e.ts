import { request, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './helpers/axe.ts'
import { E2E_ADMIN_TOKEN } from './helpers/global-setup.ts'
import {
  PHONE,
  baseUrl,
  launchBrowser,
  newPage,
  screenshot,
  seedLoggedIn,
  signUpInBrowser,
  uniqueEmail,
} from './helpers/browser.ts'

function isoDaysAgo(days: number) {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

describe('contests members start themselves', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser.close())

  it('a duel between two friends runs to its final result, which both see with the winner', async () => {
    const suffix = Date.now().toString(36)
    const [anaName, benName] = [`Ana Duel ${suffix}`, `Ben Duel ${suffix}`]
    const ana = await newPage(browser)
    const ben = await newPage(browser)
    await signUpInBrowser(ana.page, anaName)
    await signUpInBrowser(ben.page, benName)
    const headers = { origin: baseUrl() }
    const benId = ((await (await ben.page.request.get('/api/me')).json()) as { id: number }).id

    // Friends first: only friends and team-mates can be challenged.
    const asked = await ana.page.request.post(`/api/users/${benId}/friends`, { headers })
    expect(asked.status(), await asked.text()).toBeLessThan(300)
    const { id: requestId } = (await asked.json()) as { id: number }
    const accepted = await ben.page.request.patch(`/api/users/friends/${requestId}`, {
      data: { status: 'ACCEPTED' },
      headers,
    })
    expect(accepted.status(), await accepted.text()).toBeLessThan(300)

    // Ana challenges Ben from her friends list.
    await ana.page.goto('/friends')
    await ana.page.getByRole('link', { name: 'Challenge to a duel' }).click()
    const dialog = ana.page.getByRole('dialog', { name: 'Start a contest' })
    await dialog.waitFor()
    await expect(dialog.getByRole('radio', { name: /^Duel/ }).isChecked()).resolves.toBe(true)
    await expect(dialog.getByRole('radio', { name: new RegExp(benName) }).isChecked()).resolves.toBe(true)
    await dialog.getByLabel('Last day', { exact: true }).fill(isoDaysAgo(-1))
    await screenshot(ana.page, 'member-contests-start-desktop-light')
    expect(await axeViolations(ana.page)).toEqual([])
    await dialog.getByRole('button', { name: 'Start and invite' }).click()
    const duelName = `${anaName} v ${benName}`
    await ana.page.getByRole('heading', { name: duelName, level: 1 }).waitFor()
    await ana.page.getByText('1 invitation not answered yet').waitFor()
    const contestPath = new URL(ana.page.url()).pathname

    // Ben finds the invitation on Home and on the competitions page, and accepts it.
    await ben.page.goto('/')
    await ben.page.getByTestId('home-waiting').getByText(`${anaName} challenges you: ${duelName}`).waitFor()
    await ben.page.goto('/competitions')
    const invitations = ben.page.getByRole('region', { name: 'Invitations to contests' })
    await invitations.getByText(duelName).waitFor()
    await screenshot(ben.page, 'member-contests-invitation-desktop-light')
    expect(await axeViolations(ben.page)).toEqual([])
    await invitations.getByRole('button', { name: `Accept: ${duelName}` }).click()
    await invitations.waitFor({ state: 'detached' })
    await ben.page
      .getByRole('region', { name: /^Upcoming|^Running/ })
      .getByRole('link', { name: duelName })
      .waitFor()

    // Both walk on the duel's days.
    for (const [page, steps] of [
      [ana.page, 12_000],
      [ben.page, 9_500],
    ] as const) {
      const entered = await page.request.post('/api/scores', { data: { date: isoDaysAgo(1), steps }, headers })
      expect(entered.status(), await entered.text()).toBeLessThan(300)
    }

    // The duel's days pass and its grace period ends: as the competitions journey does, an admin
    // moves its days into the past with no grace left, and the results freeze.
    const admin = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: headers })
    const registered = await admin.post('/api/auth/register', {
      data: {
        username: `Ada Referee ${suffix}`,
        email: uniqueEmail('referee'),
        password: 'walk-every-day',
        adminToken: E2E_ADMIN_TOKEN,
      },
    })
    expect(registered.ok(), await registered.text()).toBe(true)
    const moved = await admin.patch(`/api/competitions${contestPath.slice('/competitions'.length)}`, {
      data: { startDate: isoDaysAgo(2), endDate: isoDaysAgo(1), graceHours: 0, confirmRecompute: true },
    })
    expect(moved.status(), await moved.text()).toBe(200)
    expect(((await moved.json()) as { status: string }).status).toBe('final')
    await admin.dispose()

    for (const { page } of [ana, ben]) {
      await page.goto(contestPath)
      await page.getByRole('heading', { name: duelName, level: 1 }).waitFor()
      await page.getByRole('status').getByText('Final results', { exact: true }).waitFor()
      await page.getByTestId('contest-result').getByText(`Winner: ${anaName}`).waitFor()
      const podium = page.getByTestId('podium-members').getByRole('listitem')
      await expect(podium.allInnerTexts()).resolves.toEqual([
        expect.stringContaining(anaName),
        expect.stringContaining(benName),
      ])
      // A contest is between people: no team board.
      await expect(page.getByRole('heading', { name: 'Team board' }).count()).resolves.toBe(0)
    }
    await screenshot(ben.page, 'member-contests-final-desktop-light')
    expect(await axeViolations(ben.page)).toEqual([])

    // On a phone, in the dark, in Hebrew: right to left.
    const phone = await newPage(browser, { viewport: PHONE, colorScheme: 'dark' })
    await phone.context.addCookies(await ben.context.cookies())
    await seedLoggedIn(phone.context, await (await ben.page.request.get('/api/me')).json(), 'he', 'dark')
    await phone.page.goto(contestPath)
    await phone.page.getByTestId('contest-result').getByText(`מנצח: ${anaName}`).waitFor()
    await expect(phone.page.locator('html').getAttribute('dir')).resolves.toBe('rtl')
    await screenshot(phone.page, 'member-contests-final-he-phone-dark')
    expect(await axeViolations(phone.page)).toEqual([])
    expect(phone.pageErrors).toEqual([])
    await phone.context.close()

    // The start form in Spanish on a dark phone: the duel asks for its days and whom to challenge.
    const spanish = await newPage(browser, { viewport: PHONE, colorScheme: 'dark' })
    await spanish.context.addCookies(await ana.context.cookies())
    await seedLoggedIn(spanish.context, await (await ana.page.request.get('/api/me')).json(), 'es', 'dark')
    await spanish.page.goto(`/competitions?duel=${benId}`)
    const form = spanish.page.getByRole('dialog', { name: 'Crear un reto' })
    await expect(form.getByRole('radio', { name: new RegExp(benName) }).isChecked()).resolves.toBe(true)
    await screenshot(spanish.page, 'member-contests-start-es-phone-dark')
    expect(await axeViolations(spanish.page)).toEqual([])
    await form.getByRole('button', { name: 'Cancelar' }).click()
    await form.waitFor({ state: 'hidden' })
    expect(spanish.pageErrors).toEqual([])
    await spanish.context.close()

    expect([...ana.pageErrors, ...ben.pageErrors]).toEqual([])
  })
})
