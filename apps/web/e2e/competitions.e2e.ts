import { request, type APIRequestContext, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

const PASSWORD = 'compete-every-day'

function isoDaysAgo(days: number) {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

async function ok<T = Record<string, unknown>>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`)
  return (response.status() === 204 ? undefined : await response.json()) as T
}

/** A member signed up through the API, with their own cookie jar, as a colleague on another device. */
async function registerMember(username: string) {
  const api = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { origin: baseUrl() } })
  const body = await ok<{ user: { id: number } }>(
    await api.post('/api/auth/register', { data: { username, email: uniqueEmail('racer'), password: PASSWORD } }),
    `register ${username}`,
  )
  return { api, id: body.user.id, username }
}

const enterSteps = async (api: APIRequestContext, daysAgo: number, steps: number) =>
  ok(
    await api.post('/api/scores', { data: { date: isoDaysAgo(daysAgo), steps }, headers: { origin: baseUrl() } }),
    'steps',
  )

/** The admin's edit in the dialog, confirmed when the competition has started. */
async function editAndRecompute(page: Page, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit competition' })
  await fill(dialog)
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  const confirm = page.getByRole('dialog', { name: 'Recompute the boards?' })
  await confirm.getByText('Saving these changes recomputes its boards').waitFor()
  await confirm.getByRole('button', { name: 'Save and recompute' }).click()
  await dialog.waitFor({ state: 'hidden' })
}

/** The cells of each row of a board's table, as the reader sees them. */
async function rowsOf(page: Page, table: string) {
  const rows = page.getByRole('table', { name: table }).locator('tbody tr')
  return Promise.all((await rows.all()).map((row) => row.locator('td').allInnerTexts()))
}

describe('competitions', () => {
  let browser: Browser
  let admin: Page
  let mia: Page
  const suffix = Date.now().toString(36)
  const name = `Spring step-up ${suffix}`
  const [miaName, noahName, zoeName] = [`Mia ${suffix}`, `Noah ${suffix}`, `Zoe ${suffix}`]
  const [striders, sprinters] = [`Striders ${suffix}`, `Sprinters ${suffix}`]
  let noah: Awaited<ReturnType<typeof registerMember>>
  let zoe: Awaited<ReturnType<typeof registerMember>>
  let competitionPath = ''
  let pageErrors: () => string[]

  beforeAll(async () => {
    browser = await launchBrowser()
    const adminPage = await newPage(browser)
    const miaPage = await newPage(browser)
    admin = adminPage.page
    mia = miaPage.page
    pageErrors = () => [...adminPage.pageErrors, ...miaPage.pageErrors]
    await signUpInBrowser(admin, `Ada Admin ${suffix}`, { admin: true })
    await signUpInBrowser(mia, miaName)
    noah = await registerMember(noahName)
    zoe = await registerMember(zoeName)

    // Two teams: Mia leads the Striders with Noah, Zoe is a Sprinter alone.
    const miaApi = mia.request
    const headers = { origin: baseUrl() }
    const friendRequest = await ok<{ id: number }>(
      await miaApi.post(`/api/users/${noah.id}/friends`, { headers }),
      'friend request',
    )
    await ok(await noah.api.patch(`/api/users/friends/${friendRequest.id}`, { data: { status: 'ACCEPTED' } }), 'accept')
    const team = await ok<{ id: number }>(
      await miaApi.post('/api/teams', { data: { name: striders }, headers }),
      'team',
    )
    const invite = await ok<{ id: number }>(
      await miaApi.post(`/api/teams/${team.id}/invite/${noah.id}`, { headers }),
      'invite',
    )
    await ok(await noah.api.post(`/api/teams/invites/${invite.id}/accept`), 'join team')
    await ok(await zoe.api.post('/api/teams', { data: { name: sprinters } }), 'team')
  })

  afterAll(async () => {
    await Promise.all([noah?.api.dispose(), zoe?.api.dispose()])
    await browser.close()
  })

  it('an admin creates an opt-in team-average competition that started yesterday; members join and walk', async () => {
    await admin.goto('/competitions')
    await admin.getByRole('heading', { name: 'Competitions', level: 1 }).waitFor()
    await admin.getByRole('button', { name: 'New competition' }).click()
    const form = admin.getByRole('dialog', { name: 'New competition' })
    await form.getByLabel('Name', { exact: true }).fill(name)
    await form.getByLabel('Description', { exact: true }).fill('Two teams, one spring.')
    await form.getByLabel('First day', { exact: true }).fill(isoDaysAgo(0))
    await form.getByLabel('Last day', { exact: true }).fill(isoDaysAgo(1))
    await expect(form.getByLabel('Grace period (hours)', { exact: true }).inputValue()).resolves.toBe('72')
    await expect(form.getByLabel('Daily target (steps)', { exact: true }).inputValue()).resolves.toBe('10000')
    await form.getByRole('radio', { name: 'Members who join' }).check()
    await form.getByRole('radio', { name: 'Total steps' }).check()
    await form.getByRole('radio', { name: 'Average per member' }).check()
    await form.getByText('so a small team can beat a big one').waitFor()
    // The contract's own check, before anything is sent.
    await form.getByRole('button', { name: 'Create competition' }).click()
    await form.getByText('The last day must be on or after the first day').waitFor()
    await form.getByLabel('First day', { exact: true }).fill(isoDaysAgo(1))
    await form.getByLabel('Last day', { exact: true }).fill(isoDaysAgo(-3))
    await screenshot(admin, 'competitions-form-desktop-light')
    await form.getByRole('button', { name: 'Create competition' }).click()

    await admin.waitForURL(/\/competitions\/\d+$/)
    competitionPath = new URL(admin.url()).pathname
    await admin.getByRole('heading', { name, level: 1 }).waitFor()
    await admin.getByText('Two teams, one spring.').waitFor()
    await admin.getByText('Running', { exact: true }).waitFor()
    await admin.getByText('Total steps · Teams: the average per member').waitFor()
    await admin.getByTestId('countdown').getByText('Ends in').waitFor()
    await admin.getByText('You are not taking part in this competition.').waitFor()

    // Mia joins from the list, changes her mind twice; Noah and Zoe join from their phones.
    await mia.goto('/competitions')
    const card = mia.getByTestId(`competition-${competitionPath.split('/').at(-1)}`)
    await card.getByText('Members who join · 0 participants').waitFor()
    await card.getByRole('button', { name: 'Join' }).click()
    await card.getByText('You take part').waitFor()
    await card.getByText('Members who join · 1 participant').waitFor()
    await card.getByRole('button', { name: 'Leave' }).click()
    await card.getByRole('button', { name: 'Join' }).click()
    await card.getByRole('button', { name: 'Leave' }).waitFor()
    const id = competitionPath.split('/').at(-1)
    for (const member of [noah, zoe]) await ok(await member.api.post(`/api/competitions/${id}/participants/me`), 'join')

    // Yesterday nobody was in a team yet; today's steps count for the teams too.
    await enterSteps(mia.request, 1, 12_000)
    await enterSteps(mia.request, 0, 9_000)
    await enterSteps(noah.api, 0, 3_000)
    await enterSteps(zoe.api, 1, 4_000)
    await enterSteps(zoe.api, 0, 8_000)

    await mia.goto(competitionPath)
    await mia.getByRole('heading', { name, level: 1 }).waitFor()
    await expect.poll(() => mia.getByTestId('my-rank').textContent()).toBe('#1 of 3')
    await expect(mia.getByTestId('my-steps').textContent()).resolves.toBe('21,000')
    await expect(mia.getByTestId('my-daysOnTarget').textContent()).resolves.toBe('1')
    const countdown = mia.getByTestId('countdown')
    await countdown.getByText('Ends in').waitFor()
    const timer = countdown.getByRole('timer')
    const before = await timer.textContent()
    await expect.poll(() => timer.textContent(), { timeout: 3_000 }).not.toBe(before)

    // Her days, against the 10,000-step target line.
    const days = mia.getByRole('img', { name: /^Bar chart of your steps on each day of the competition/ })
    await days.locator('.chart-bar').first().waitFor()
    await expect(days.locator('.chart-bar').count()).resolves.toBe(2)
    // A line across the chart has no height: it is there, not "visible".
    await days.locator('.chart-reference path').waitFor({ state: 'attached' })
    await days.getByText('Target', { exact: true }).waitFor()

    // Total steps score: beside it, days on target and the longest streak.
    const members = await rowsOf(mia, 'Members')
    expect(members.map(([rank, , score, days, streak]) => [rank, score, days, streak])).toEqual([
      ['#1', '21,000', '1', '1'],
      ['#2', '12,000', '0', '0'],
      ['#3', '3,000', '0', '0'],
    ])
    expect(members.map(([, member]) => member)).toEqual([
      expect.stringContaining(miaName),
      expect.stringContaining(zoeName),
      expect.stringContaining(noahName),
    ])
    expect(members[0]![1]).toContain('(you)')
    await expect(mia.getByTestId('my-board-row').getAttribute('class')).resolves.toContain('bg-brand')

    // On average per member, Zoe alone beats the two Striders; the board shows the server's scores.
    const teams = await ok<{ teams: { teamName: string; score: number }[] }>(
      await mia.request.get(`/api/competitions/${id}/teams`),
      'teams',
    )
    expect(teams.teams.map((team) => team.teamName)).toEqual([sprinters, striders])
    const format = (score: number) => new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(score)
    const teamBoard = await rowsOf(mia, 'Teams')
    expect(teamBoard.map(([rank, team, members, score]) => [rank, team!.replace(/\s+/g, ' '), members, score])).toEqual(
      [
        ['#1', sprinters, '1', format(teams.teams[0]!.score)],
        ['#2', `${striders} (your team)`, '2', format(teams.teams[1]!.score)],
      ],
    )
    await expect(
      mia.getByRole('table', { name: 'Teams' }).locator('tbody tr').nth(1).getAttribute('class'),
    ).resolves.toContain('bg-brand')
    await mia
      .getByRole('img', { name: "Bar chart of the teams' scores" })
      .locator('.recharts-bar-rectangle')
      .first()
      .waitFor()
    await screenshot(mia, 'competitions-detail-running-desktop-light')

    // Home and My Scores show where she stands.
    for (const path of ['/', '/myscores']) {
      await mia.goto(path)
      // Her row of this competition: other journeys' competitions everyone takes part in are listed too.
      const mine = mia
        .getByTestId('my-competitions')
        .getByRole('listitem')
        .filter({ has: mia.getByRole('link', { name }) })
      await mine.waitFor()
      await mine.getByText('#1 of 3').waitFor()
      await mine.getByText('Score 21,000').waitFor()
      await mine.getByText(/^\d days?(, \d+ hours?)? left$/).waitFor()
    }

    // The admin exports the boards.
    await admin.reload()
    const exportLink = admin.getByRole('link', { name: 'Export CSV' })
    await expect(exportLink.getAttribute('href')).resolves.toBe(`/api/competitions/${id}/export.csv`)
    const csv = await admin.request.get(`/api/competitions/${id}/export.csv`)
    expect(csv.status()).toBe(200)
    expect(await csv.text()).toContain(`member,1,`)
    expect(pageErrors()).toEqual([])
  })

  it('the end passes: the admin moves the last day to yesterday, confirms, and the results are provisional', async () => {
    await admin.goto(competitionPath)
    await admin.getByRole('heading', { name, level: 1 }).waitFor()
    await editAndRecompute(admin, async (dialog) => {
      await dialog.getByText('changing its dates, grace period, participation or scoring recomputes').waitFor()
      await dialog.getByLabel('Last day', { exact: true }).fill(isoDaysAgo(1))
    })
    await admin.getByText('Provisional', { exact: true }).waitFor()
    await admin.getByText(/^Provisional results: late syncs count until .+\.$/).waitFor()
    await admin.getByTestId('countdown').getByText('Final results in').waitFor()

    await mia.goto(competitionPath)
    await mia.getByText(/^Provisional results: late syncs count until/).waitFor()
    // Only yesterday counts now.
    await expect.poll(() => mia.getByTestId('my-steps').textContent()).toBe('12,000')
    // Joining and leaving are closed once the last day is over.
    await expect(mia.getByRole('button', { name: /^Leave/ }).count()).resolves.toBe(0)
    await mia.goto('/')
    await mia
      .getByTestId('my-competitions')
      .getByText(/^Provisional: final in .+/)
      .waitFor()
    expect(pageErrors()).toEqual([])
  })

  it('with no grace period left the results are final, with the podium', async () => {
    await admin.goto(competitionPath)
    await admin.getByRole('heading', { name, level: 1 }).waitFor()
    await editAndRecompute(admin, async (dialog) => {
      await dialog.getByLabel('Grace period (hours)', { exact: true }).fill('0')
    })
    await admin.getByRole('status').getByText('Final results', { exact: true }).waitFor()
    await expect(admin.getByTestId('countdown').count()).resolves.toBe(0)
    const podium = admin.getByTestId('podium-members').getByRole('listitem')
    await expect(podium.allInnerTexts()).resolves.toEqual([
      expect.stringContaining(miaName),
      expect.stringContaining(zoeName),
      expect.stringContaining(noahName),
    ])
    await expect(podium.first().textContent()).resolves.toContain('12,000')

    // Final fields are locked in the form; the name may still change.
    await admin.getByRole('button', { name: 'Edit', exact: true }).click()
    const dialog = admin.getByRole('dialog', { name: 'Edit competition' })
    await dialog.getByText('The results are final: only the name and the description can still change.').waitFor()
    await expect(dialog.getByLabel('Last day', { exact: true }).isDisabled()).resolves.toBe(true)
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    await mia.goto('/competitions')
    const past = mia.getByRole('region', { name: /^Past/ })
    await past.getByRole('link', { name }).waitFor()
    await past.getByRole('link', { name: 'See the results' }).first().waitFor()
    // No longer running: Home shows nothing for it (other journeys on this server may run their own).
    await mia.goto('/')
    await mia.getByRole('heading', { level: 1 }).waitFor()
    await expect.poll(() => mia.getByTestId('my-competitions').getByText(name).count()).toBe(0)

    // On a phone, in the dark.
    const phone = await newPage(browser, { viewport: PHONE, colorScheme: 'dark' })
    await phone.context.addCookies(await mia.context().cookies())
    await seedLoggedIn(phone.context, await (await mia.request.get('/api/me')).json(), 'en', 'dark')
    await phone.page.goto(competitionPath)
    await phone.page.getByTestId('podium-members').waitFor()
    await screenshot(phone.page, 'competitions-detail-final-phone-dark')
    expect(phone.pageErrors).toEqual([])
    await phone.context.close()
    expect(pageErrors()).toEqual([])
  })

  it('a competition that has not started says when it starts instead of ranking everyone first with 0', async () => {
    const upcomingName = `Winter warm-up ${suffix}`
    const start = isoDaysAgo(-3)
    const created = await ok<{ id: number }>(
      await admin.request.post('/api/competitions', {
        data: {
          name: upcomingName,
          startDate: start,
          endDate: isoDaysAgo(-10),
          scoring: { individual: 'steps', team: 'sum' },
        },
        headers: { origin: baseUrl() },
      }),
      'upcoming competition',
    )
    const startsOn = `Starts ${new Intl.DateTimeFormat('en', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'short',
    }).format(new Date(`${start}T00:00:00Z`))}`

    // In the list, the badge names the first day.
    await mia.goto('/competitions')
    const card = mia.getByTestId(`competition-${created.id}`)
    await card.getByText(startsOn, { exact: true }).waitFor()

    await mia.goto(`/competitions/${created.id}`)
    await mia.getByRole('heading', { name: upcomingName }).waitFor()
    for (const board of ['members-not-started', 'teams-not-started']) {
      await mia.getByTestId(board).getByText(startsOn, { exact: true }).waitFor()
    }
    await mia.getByTestId('my-progress-upcoming').getByText(startsOn).waitFor()
    // No board of ties: no rank anywhere on the page, no member table, no Show More.
    await expect(mia.getByText('#1', { exact: true }).count()).resolves.toBe(0)
    await expect(mia.getByRole('table', { name: 'Members' }).count()).resolves.toBe(0)
    await expect(mia.getByRole('button', { name: 'Show More' }).count()).resolves.toBe(0)

    await ok(
      await admin.request.delete(`/api/competitions/${created.id}`, { headers: { origin: baseUrl() } }),
      'delete',
    )
    expect(pageErrors()).toEqual([])
  })
})
