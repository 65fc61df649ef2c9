import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_PASSWORD, launchBrowser, newPage, PHONE, DESKTOP, uniqueEmail } from './helpers/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** The most clicks a newcomer may need, from the first screen after sign-up to counted steps. */
const MAX_CLICKS = 4

const journeys = [
  {
    language: 'en',
    viewport: DESKTOP,
    signUp: { username: 'Username', email: 'Email', password: 'Password', submit: 'Sign Up' },
    question: 'Where are your steps?',
    typing: "I'll type them",
    go: 'Type your steps',
    stepsField: 'Steps',
    save: 'Save steps',
    steps: '7,321',
    next: 'Walk with a team',
    skip: 'Skip this step',
  },
  {
    language: 'es',
    viewport: PHONE,
    signUp: {
      username: 'Nombre de usuario',
      email: 'Correo electrónico',
      password: 'Contraseña',
      submit: 'Registrarse',
    },
    question: '¿Dónde están tus pasos?',
    typing: 'Los escribiré',
    go: 'Escribe tus pasos',
    stepsField: 'Pasos',
    save: 'Guardar pasos',
    steps: '7321',
    next: 'Camina en equipo',
    skip: 'Saltar este paso',
  },
  {
    language: 'he',
    viewport: PHONE,
    signUp: { username: 'שם משתמש', email: 'דוא״ל', password: 'סיסמה', submit: 'הרשמה' },
    question: 'איפה הצעדים שלך?',
    typing: 'אקליד אותם',
    go: 'הקלדת הצעדים',
    stepsField: 'צעדים',
    save: 'שמירת הצעדים',
    steps: '7,321',
    next: 'ללכת עם קבוצה',
    skip: 'לדלג על השלב',
  },
]

describe('a newcomer’s first run', () => {
  it.each(journeys)(
    'in $language: signs up, answers where the steps are, and reaches counted steps in at most four clicks',
    async (journey) => {
      const { context, page, pageErrors } = await newPage(browser, { viewport: journey.viewport })
      await context.addInitScript((language) => localStorage.setItem('language', language), journey.language)

      await page.goto('/signup')
      await page.getByLabel(journey.signUp.username).fill(`Newcomer ${journey.language}`)
      await page.getByLabel(journey.signUp.email).fill(uniqueEmail(`first-run-${journey.language}`))
      await page.getByLabel(journey.signUp.password, { exact: true }).fill(E2E_PASSWORD)
      await page.getByRole('button', { name: journey.signUp.submit, exact: true }).click()
      await page.waitForURL('**/profile')

      // From here every click counts.
      let clicks = 0
      const click = async (target: Locator) => {
        clicks += 1
        await target.click()
      }
      const card = page.getByTestId('first-run')
      await card.getByRole('heading', { name: journey.question }).waitFor()
      await click(card.getByRole('button', { name: journey.typing }))
      await click(card.getByRole('link', { name: journey.go }))
      await page.waitForURL('**/myscores')
      await page.getByLabel(journey.stepsField, { exact: true }).fill('7321')
      await click(page.getByRole('button', { name: journey.save }))

      // The day is counted: in My Scores' history, and on Home as today's steps.
      await page.getByRole('table').getByText(journey.steps).locator('visible=true').first().waitFor()
      expect(clicks).toBeLessThanOrEqual(MAX_CLICKS)
      await page.goto('/')
      await expect.poll(() => page.getByTestId('home-today-steps').textContent()).toBe(journey.steps)

      // Back on the profile the card has moved on to a team; skipped twice, it is gone for good.
      await page.goto('/profile')
      await card.getByRole('heading', { name: journey.next }).waitFor()
      await card.getByRole('button', { name: journey.skip }).click()
      // A competition for everyone, if one runs, counts as joined: then nothing more is asked.
      await waitForSettled(page)
      if ((await card.count()) > 0) await card.getByRole('button', { name: journey.skip }).click()
      await card.waitFor({ state: 'detached' })
      await page.reload()
      await page.getByRole('heading', { level: 1 }).waitFor()
      await waitForSettled(page)
      expect(await card.count()).toBe(0)
      expect(pageErrors).toEqual([])
      await context.close()
    },
  )

  it('does not come back once skipped, after a reload', async () => {
    const { context, page, pageErrors } = await newPage(browser)
    await page.goto('/signup')
    await page.getByLabel('Username').fill('Skipper')
    await page.getByLabel('Email').fill(uniqueEmail('first-run-skip'))
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD)
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click()
    await page.waitForURL('**/profile')
    const card = page.getByTestId('first-run')
    await card.getByRole('heading', { name: 'Where are your steps?' }).waitFor()
    await card.getByRole('button', { name: 'Skip this step' }).click()
    await card.getByRole('heading', { name: 'Walk with a team' }).waitFor()
    await waitForSettled(page)
    await page.reload()
    // The skipped question stays skipped; the next one waits.
    await card.getByRole('heading', { name: 'Walk with a team' }).waitFor()
    expect(await card.getByRole('heading', { name: 'Where are your steps?' }).count()).toBe(0)
    expect(pageErrors).toEqual([])
    await context.close()
  })
})

/** Lets the page's requests finish, so what is absent is absent for good and not still loading. */
async function waitForSettled(page: Page) {
  await page.waitForLoadState('networkidle')
}
