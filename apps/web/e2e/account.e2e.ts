import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DESKTOP,
  PHONE,
  baseUrl,
  launchBrowser,
  newPage,
  screenshot,
  seedLoggedIn,
  uniqueEmail,
} from './helpers/browser.ts'
import { readLinkFromOutbox } from './helpers/outbox.ts'

const PASSWORD = 'first-secret'
const NEW_PASSWORD = 'second-secret'

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** Serious and critical accessibility problems axe finds on the page (contrast, names, landmarks). */
async function accessibilityProblems(page: Page) {
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: any[] }> } }).axe
    return (await axe.run(document)).violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node: any) => node.target.join(' ')).join(', ')}`)
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** The headline of the error alert a page shows, once it shows one. */
async function pageAlert(page: Page): Promise<string> {
  const headline = page.getByRole('alert').locator('p.font-semibold')
  await headline.waitFor()
  return (await headline.textContent()) ?? ''
}

async function signUp(page: Page, username: string, email: string, password = PASSWORD) {
  await page.goto('/signup')
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await page.waitForURL('**/profile')
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log In' }).click()
}

const stored = (page: Page) =>
  page.evaluate(() => ({
    local: { ...localStorage },
    session: { ...sessionStorage },
  }))

describe('accounts', () => {
  it('signs up, edits the profile, logs out, logs in, resets the password and logs in with it', async () => {
    const { page, pageErrors } = await newPage(browser)
    const email = uniqueEmail('journey')

    // The signup page asks for a full name.
    await page.goto('/signup')
    await expect(page.getByLabel('Username').getAttribute('placeholder')).resolves.toBe('Full Name')
    await signUp(page, 'Jamie Walker', email)
    await page.getByRole('heading', { name: 'My profile' }).waitFor()
    await page.getByText('Welcome, Jamie Walker').waitFor()
    await expect(page.getByRole('link', { name: 'Login', exact: true }).count()).resolves.toBe(0)
    await expect(page.getByRole('button', { name: 'Logout' }).isVisible()).resolves.toBe(true)

    // Edit mode: Cancel throws the draft away.
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await page.getByLabel('Username').fill('Someone Else')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByText('Welcome, Jamie Walker').waitFor()
    await expect(page.getByText('Someone Else').count()).resolves.toBe(0)

    // A file that is not an image is refused before any upload.
    await page.getByRole('button', { name: 'Edit Profile' }).click()
    await page.locator('input[type=file]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    })
    await expect(pageAlert(page)).resolves.toBe('Please choose an image file.')
    await page.getByRole('alert').getByText('Your photo is unchanged.', { exact: false }).waitFor()
    await expect(page.locator('input[type=file]').getAttribute('accept')).resolves.toBe('image/*')

    // A text file dressed up as a PNG reaches the server, which refuses it: "Image upload failed."
    await page.locator('input[type=file]').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is text, not a png'),
    })
    await page.getByRole('alert').getByText('Image upload failed.').waitFor()

    // A real picture uploads, and Save Changes stores every field.
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#fe5711' } })
      .png()
      .toBuffer()
    await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    await page.getByRole('button', { name: 'Change photo' }).waitFor()
    await page.getByLabel('Username').fill('Jamie Strider')
    await page.getByLabel('Phone number').fill('+1 555 0100')
    await page.getByLabel('Sensor user id').fill('fitbit-jamie-42')
    await screenshot(page, 'profile-edit-1280-light')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Your profile has been saved.').waitFor()
    await page.getByText('Welcome, Jamie Strider').waitFor()
    await expect(page.getByText('+1 555 0100').isVisible()).resolves.toBe(true)
    await expect(page.getByText('fitbit-jamie-42').isVisible()).resolves.toBe(true)
    const avatar = page.locator('img[alt="Jamie Strider"]').first()
    await expect(avatar.getAttribute('src')).resolves.toMatch(/^\/uploads\//)
    await expect(avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBeGreaterThan(0)

    // The saved profile survives a reload (it comes from the server, not only from the page).
    await page.reload()
    await page.getByText('fitbit-jamie-42').waitFor()

    // Log Out clears the login but keeps the theme.
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.getByRole('button', { name: 'Log Out' }).click()
    await page.waitForURL('**/login')
    await page.getByText('Guest').first().waitFor()
    const afterLogout = await stored(page)
    expect(afterLogout.local).toEqual({ theme: 'light' })
    expect(afterLogout.session).toEqual({})
    await page.goto('/profile')
    await page.waitForURL('**/no-profile')

    // Login: an empty submission does nothing; a wrong password is said on the page with the
    // server's message and what to do next.
    await page.goto('/login')
    await page.getByRole('button', { name: 'Log In' }).click()
    await page.waitForTimeout(300)
    await expect(page.getByRole('alert').count()).resolves.toBe(0)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('not-my-password')
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(pageAlert(page)).resolves.toBe('Invalid email or password')
    await page.getByRole('alert').getByText('Check the email and password and try again').waitFor()
    await expect(page.url()).toMatch(/\/login$/)

    // The email is trimmed; success goes to /profile and sets the session flag; the header flips a second later.
    await page.getByLabel('Email').fill(`  ${email}  `)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Log In' }).click()
    await page.waitForURL('**/profile')
    await expect(page.evaluate(() => sessionStorage.getItem('isLoggedIn'))).resolves.toBe('true')
    await page.getByText('Welcome, Jamie Strider').waitFor()

    // Change Password leads to the forgot-password form.
    await page.getByRole('button', { name: 'Change Password' }).click()
    await page.waitForURL('**/forgot-password')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page
      .getByText('If this email is registered, a reset link has been sent. Please check also your spam.')
      .waitFor()
    await screenshot(page, 'forgot-password-sent-1280-light')

    // The link from the outbox opens the reset form; its rules are checked before any call.
    const link = await readLinkFromOutbox(email)
    const resetPage = (await newPage(browser)).page
    await resetPage.goto(new URL(link).pathname + new URL(link).search)
    await resetPage.getByLabel('New password', { exact: true }).fill('short')
    await resetPage.getByLabel('Confirm new password').fill('short')
    await resetPage.getByRole('button', { name: 'Reset password' }).click()
    await resetPage.getByText('Password must be at least 6 characters.').waitFor()
    await resetPage.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
    await resetPage.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}!`)
    await resetPage.getByRole('button', { name: 'Reset password' }).click()
    await resetPage.getByText('Passwords do not match.').waitFor()
    await screenshot(resetPage, 'reset-password-error-1280-light')
    await resetPage.getByLabel('Confirm new password').fill(NEW_PASSWORD)
    await resetPage.getByRole('button', { name: 'Reset password' }).click()
    await resetPage.getByText('Your password has been changed.').waitFor()
    await screenshot(resetPage, 'reset-password-success-1280-light')

    // The link is single use.
    await resetPage.goto(new URL(link).pathname + new URL(link).search)
    await resetPage.getByLabel('New password', { exact: true }).fill('third-secret')
    await resetPage.getByLabel('Confirm new password').fill('third-secret')
    await resetPage.getByRole('button', { name: 'Reset password' }).click()
    await resetPage.getByRole('alert').waitFor()
    await expect(resetPage.getByText('Your password has been changed.').count()).resolves.toBe(0)

    // The reset ended the other session: the first page's next call is a 401, which sends it to /no-profile.
    await page.goto('/profile')
    await page.waitForURL('**/no-profile')
    await expect(page.evaluate(() => localStorage.getItem('isLoggedIn'))).resolves.toBeNull()

    // The old password no longer works; the new one does.
    await logIn(page, email, PASSWORD)
    await expect(pageAlert(page)).resolves.toBe('Invalid email or password')
    await logIn(page, email, NEW_PASSWORD)
    await page.waitForURL('**/profile')
    await page.getByText('Welcome, Jamie Strider').waitFor()
    expect(pageErrors).toEqual([])
  })

  it('sends guests to /no-profile and logged-in users away from /login and /signup', async () => {
    const { page, pageErrors } = await newPage(browser)
    for (const path of ['/profile', '/myscores', '/allScores', '/teams', '/friends', '/settings', '/admin']) {
      await page.goto(path)
      await page.waitForURL('**/no-profile')
    }
    await page.getByRole('heading', { name: 'You are not logged in' }).waitFor()
    await page.getByRole('link', { name: 'Register' }).click()
    await page.waitForURL('**/signup')

    // Pages open to guests stay where they are.
    for (const path of ['/', '/login', '/signup', '/forgot-password', '/reset-password', '/no-profile']) {
      await page.goto(path)
      await page.waitForTimeout(100)
      expect(new URL(page.url()).pathname).toBe(path)
    }
    await page.goto('/reset-password')
    await page.getByText('No reset token found.').waitFor()

    // Guests see only Home, Login and Signup in the header.
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first()
    await expect.poll(() => nav.getByRole('link').allTextContents()).toEqual(['Home', 'Login', 'Signup'])
    // A guest's week card is an example, and says so; the real board is for members.
    await page.getByText('Example', { exact: true }).waitFor()
    // The footer's links open their section of the about page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click()
    await page.waitForURL('**/about#privacy')
    await page
      .getByRole('region', { name: 'Privacy' })
      .getByText(/salted hash/)
      .waitFor()
    await page.goto('/')
    await page.getByRole('link', { name: 'Get Started' }).first().click()
    await page.waitForURL('**/signup')

    await signUp(page, 'Riley Guard', uniqueEmail('guard'))
    await page.goto('/login')
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto('/signup')
    await page.waitForURL((url) => url.pathname === '/')
    await expect
      .poll(() => nav.getByRole('link').allTextContents())
      .toEqual([
        'Home',
        'My Scores',
        'Import steps',
        'Connect your phone',
        'All Scores',
        'Competitions',
        'Teams',
        'Friends',
        'Chats',
        'Challenges',
        'Settings',
      ])
    expect(pageErrors).toEqual([])
  })

  it('says so on /profile when the profile cannot be loaded, still showing the stored one', async () => {
    const { page, pageErrors } = await newPage(browser)
    await signUp(page, 'Casey Offline', uniqueEmail('offline'))
    await page.route('**/api/me', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { error: 'Internal Server Error' } })
        : route.continue(),
    )
    await page.reload()
    await page.getByRole('alert').getByText('Failed to load user profile.').waitFor()
    await expect(page.getByRole('main').getByText('Casey Offline').count()).resolves.toBeGreaterThan(0)
    await page.unroute('**/api/me')
    expect(pageErrors).toEqual([])
    await page.context().close()
  })

  it('shows the Admin link to admins only', async () => {
    const { page } = await newPage(browser)
    await page.goto('/signup')
    await page.getByLabel('Username').fill('Avery Admin')
    await page.getByLabel('Email').fill(uniqueEmail('admin'))
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'I have an admin token' }).click()
    await page.getByLabel('Admin token (optional)').fill('e2e-admin-token')
    await page.getByRole('button', { name: 'Sign Up' }).click()
    await page.waitForURL('**/profile')
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first()
    await nav.getByRole('link', { name: 'Admin' }).waitFor()
    await page.getByText('Admin', { exact: true }).first().waitFor()

    // A wrong admin token is refused, and the message is alerted.
    const other = (await newPage(browser)).page
    await other.goto('/signup')
    await other.getByLabel('Username').fill('Not Admin')
    await other.getByLabel('Email').fill(uniqueEmail('notadmin'))
    await other.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await other.getByRole('button', { name: 'I have an admin token' }).click()
    await other.getByLabel('Admin token (optional)').fill('guess')
    await other.getByRole('button', { name: 'Sign Up' }).click()
    await expect(pageAlert(other)).resolves.toBeTruthy()
    expect(new URL(other.url()).pathname).toBe('/signup')
  })

  it('remembers the theme across reloads, starting from the system preference', async () => {
    const { page, pageErrors } = await newPage(browser, { colorScheme: 'dark' })
    await page.goto('/')
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
    await expect(isDark()).resolves.toBe(true)

    await signUp(page, 'Theo Theme', uniqueEmail('theme'))
    await page.goto('/settings')
    const toggle = page.getByRole('switch', { name: 'Dark mode' })
    await expect(toggle.getAttribute('aria-checked')).resolves.toBe('true')
    await toggle.click()
    await expect(isDark()).resolves.toBe(false)
    await page.reload()
    await page.getByRole('switch', { name: 'Dark mode' }).waitFor()
    await expect(isDark()).resolves.toBe(false)
    await expect(page.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).resolves.toBe('false')

    // The header's toggle switches it too, and the choice outlives logout.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect(isDark()).resolves.toBe(true)
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL('**/login')
    await page.reload()
    await expect(isDark()).resolves.toBe(true)
    expect(pageErrors).toEqual([])
  })

  it('opens the mobile menu at 375 px and navigates with it', async () => {
    const { page, pageErrors } = await newPage(browser, { viewport: PHONE })
    await signUp(page, 'Morgan Mobile', uniqueEmail('mobile'))
    const menuButton = page.getByRole('button', { name: 'Open menu' })
    await expect(page.getByRole('link', { name: 'Friends' }).isVisible()).resolves.toBe(false)
    await menuButton.click()
    const menu = page.locator('#mobile-menu')
    await menu.getByText('Welcome, Morgan Mobile').waitFor()
    for (const group of ['Main', 'Social', 'Account']) await menu.getByText(group, { exact: true }).waitFor()
    await screenshot(page, 'mobile-menu-375-light')
    await menu.getByRole('link', { name: 'Friends' }).click()
    await page.waitForURL('**/friends')
    await menu.waitFor({ state: 'detached' })

    // Nothing on the page is wider than the phone.
    await page.goto('/profile')
    await page.getByRole('heading', { name: 'My profile' }).waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)

    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.locator('#mobile-menu').getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL('**/login')
    expect(pageErrors).toEqual([])
  })

  it('switches the language from the widget at the top of the page', async () => {
    const { page } = await newPage(browser)
    await page.goto('/')
    const select = page.getByRole('combobox', { name: 'Language' })
    await select.waitFor()
    await expect(select.locator('option').allTextContents()).resolves.toContain('English')
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en')
  })
})

describe('sign-up and log-in refusals, said on the page with the way forward', () => {
  it('offers Log in and Reset password, carrying the email, when the email already has an account', async () => {
    const { page, pageErrors } = await newPage(browser)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const email = uniqueEmail('taken')
    const first = await newPage(browser)
    await signUp(first.page, 'Tess Taken', email)
    await first.context.close()

    const signUpAgain = async () => {
      await page.goto('/signup')
      await page.getByLabel('Username').fill('Tess Again')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Sign Up' }).click()
    }
    await signUpAgain()
    const alert = page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' })
    await alert.waitFor()
    await expect(pageAlert(page)).resolves.toBe('An account with this email already exists.')
    await alert.getByRole('link', { name: 'Reset password' }).waitFor()
    await screenshot(page, 'signup-email-taken')
    await alert.getByRole('link', { name: 'Log in' }).click()
    await page.waitForURL('**/login')
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email)

    // And on to the reset, with the email carried too.
    await signUpAgain()
    await page.getByRole('alert').getByRole('link', { name: 'Reset password' }).click()
    await page.waitForURL('**/forgot-password')
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email)
    expect(dialogs).toEqual([])
    expect(pageErrors).toEqual([])
    await page.context().close()
  })

  it('offers Reset password and Sign up after a refused log-in', async () => {
    const { page, pageErrors } = await newPage(browser, { viewport: PHONE })
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const email = uniqueEmail('forgetful')
    await logIn(page, email, 'not-the-password')
    await expect(pageAlert(page)).resolves.toBe('Invalid email or password')
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' })
    await alert.getByRole('link', { name: 'Sign up' }).waitFor()
    await screenshot(page, 'login-refused-phone')
    await alert.getByRole('link', { name: 'Reset password' }).click()
    await page.waitForURL('**/forgot-password')
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email)
    expect(dialogs).toEqual([])
    expect(pageErrors).toEqual([])
    await page.context().close()
  })

  it('explains the username and folds the admin token under a button, open when a token is given', async () => {
    const { page, pageErrors } = await newPage(browser)
    await page.goto('/signup')
    const username = page.getByLabel('Username')
    await expect(username.getAttribute('placeholder')).resolves.toBe('Full Name')
    await expect(username.evaluate((input) => input.getAttribute('aria-describedby'))).resolves.toBeTruthy()
    await page.getByText('The name others see on the boards').waitFor()
    const disclosure = page.getByRole('button', { name: 'I have an admin token' })
    await expect(disclosure.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(page.getByLabel('Admin token (optional)').count()).resolves.toBe(0)
    await disclosure.click()
    await expect(disclosure.getAttribute('aria-expanded')).resolves.toBe('true')
    await page.getByLabel('Admin token (optional)').waitFor()

    await page.goto('/signup?adminToken=from-the-invite')
    await expect(
      page.getByRole('button', { name: 'I have an admin token' }).getAttribute('aria-expanded'),
    ).resolves.toBe('true')
    await expect(page.getByLabel('Admin token (optional)').inputValue()).resolves.toBe('from-the-invite')
    expect(pageErrors).toEqual([])
    await page.context().close()
  })

  it('signs up in the language chosen on the form, which switches the page', async () => {
    const { page, pageErrors } = await newPage(browser)
    await page.goto('/signup')
    const form = page.locator('form')
    await form.getByRole('combobox', { name: 'Language' }).selectOption('es')
    await page.waitForFunction(() => document.documentElement.lang === 'es')
    await page.getByRole('heading', { name: 'Crea tu cuenta' }).waitFor()
    await page.getByLabel('Nombre de usuario').fill('Lucía Idioma')
    await page.getByLabel('Correo electrónico').fill(uniqueEmail('idioma'))
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD)
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/auth/register'))
    await page.getByRole('button', { name: 'Registrarse', exact: true }).click()
    expect((await sent).postDataJSON()).toMatchObject({ language: 'es' })
    await page.waitForURL('**/profile')
    await expect(page.evaluate(() => localStorage.getItem('language'))).resolves.toBe('es')

    await page.goto('/settings')
    const choice = page.getByRole('radiogroup', { name: 'Idioma' })
    await expect(choice.getByRole('radio', { name: 'Español' }).isChecked()).resolves.toBe(true)
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/me') && r.request().method() === 'PATCH')
    await choice.getByRole('radio', { name: 'עברית' }).check()
    expect((await saved).status()).toBe(200)
    await page.waitForFunction(() => document.documentElement.dir === 'rtl')
    await page.getByRole('heading', { name: 'הגדרות' }).waitFor()
    expect(pageErrors).toEqual([])
    await page.context().close()
  })
})

describe('changing the email', () => {
  it('asks for the current password, refuses a wrong one, and logs the other devices out', async () => {
    const { page, pageErrors } = await newPage(browser)
    const email = uniqueEmail('mover')
    await signUp(page, 'Robin Mover', email)
    const other = (await newPage(browser)).page
    await logIn(other, email, PASSWORD)
    await other.waitForURL('**/profile')

    await page.getByRole('button', { name: 'Edit Profile' }).click()
    const password = page.getByLabel('Current password')
    // The stored email, even retyped in capitals, asks for nothing.
    await page.getByLabel('Email').fill(email.toUpperCase())
    await expect(password.count()).resolves.toBe(0)
    await page.getByLabel('Email').fill(`moved-${email}`)
    await password.waitFor()

    // Without the password, and with a wrong one, the server refuses and says why under the field.
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Enter your current password to change your email').waitFor()
    await password.fill('not-my-password')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Your current password is not correct').waitFor()
    await expect(password.getAttribute('aria-invalid')).resolves.toBe('true')

    await password.fill(PASSWORD)
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.getByText('Your profile has been saved.').waitFor()
    await page.getByText(`moved-${email}`).first().waitFor()

    // The other device's session ended; this one goes on, and the new email logs in.
    await other.goto('/profile')
    await other.waitForURL('**/no-profile')
    await page.reload()
    await page.getByText(`moved-${email}`).first().waitFor()
    await logIn(other, `moved-${email}`, PASSWORD)
    await other.waitForURL('**/profile')
    expect(pageErrors).toEqual([])
  })

  const localeDir = path.resolve(__dirname, '../src/locales')
  const readLocale = (language: string, namespace: string) =>
    JSON.parse(fs.readFileSync(path.join(localeDir, language, `${namespace}.json`), 'utf8'))

  for (const language of ['en', 'es', 'he']) {
    for (const theme of ['light', 'dark'] as const) {
      it(`shows the password field and the server's refusal in ${language}, ${theme}, at 1280 and 375 px`, async () => {
        const profile = readLocale(language, 'profile')
        const errors = readLocale(language, 'errors')
        const context = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP, colorScheme: theme })
        const email = uniqueEmail(`shots-${language}-${theme}`)
        const registered = await context.request.post('/api/auth/register', {
          data: { username: 'Sam Screenshot', email, password: PASSWORD },
          headers: { origin: baseUrl() },
        })
        expect(registered.status()).toBe(201)
        const { user } = await registered.json()
        await seedLoggedIn(context, user, language, theme)
        const page = await context.newPage()
        const pageErrors: string[] = []
        page.on('pageerror', (error) => pageErrors.push(error.message))
        await page.goto('/profile')
        await page.getByRole('button', { name: profile.edit }).click()
        await page.locator('input[name=email]').fill(`new-${email}`)
        const password = page.getByLabel(profile.fields.currentPassword, { exact: true })
        await password.fill('not-my-password')
        await page.getByRole('button', { name: profile.save }).click()
        await page.getByText(errors.currentPasswordWrong).waitFor()
        await expect(page.evaluate(() => document.documentElement.dir)).resolves.toBe(language === 'he' ? 'rtl' : 'ltr')
        for (const [width, viewport] of [
          [1280, DESKTOP],
          [375, PHONE],
        ] as const) {
          await page.setViewportSize(viewport)
          await page.waitForTimeout(150)
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          expect(overflow, `wider than ${width} px`).toBeLessThanOrEqual(0)
          await expect(accessibilityProblems(page)).resolves.toEqual([])
          await screenshot(page, `profile-email-password-${language}-${theme}-${width}`)
        }
        expect(pageErrors).toEqual([])
        await context.close()
      })
    }
  }
})

describe('screenshots', () => {
  const pages: { name: string; path: string; loggedIn: boolean }[] = [
    { name: 'landing', path: '/', loggedIn: false },
    { name: 'login', path: '/login', loggedIn: false },
    { name: 'signup', path: '/signup', loggedIn: false },
    { name: 'forgot-password', path: '/forgot-password', loggedIn: false },
    { name: 'reset-password', path: '/reset-password?token=example', loggedIn: false },
    { name: 'no-profile', path: '/no-profile', loggedIn: false },
    { name: 'profile', path: '/profile', loggedIn: true },
    { name: 'settings', path: '/settings', loggedIn: true },
  ]

  for (const scheme of ['light', 'dark'] as const) {
    for (const [width, viewport] of [
      [1280, { width: 1280, height: 800 }],
      [375, PHONE],
    ] as const) {
      it(`every account page at ${width} px, ${scheme}`, async () => {
        const { page, pageErrors } = await newPage(browser, { viewport, colorScheme: scheme })
        await signUp(page, 'Sam Screenshot', uniqueEmail('shots'))
        const guest = (await newPage(browser, { viewport, colorScheme: scheme })).page
        for (const target of pages) {
          const tab = target.loggedIn ? page : guest
          await tab.goto(target.path)
          await tab.locator('h1').first().waitFor()
          await tab.waitForTimeout(150)
          const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
          expect(overflow, `${target.path} is wider than the screen`).toBeLessThanOrEqual(0)
          await expect(accessibilityProblems(tab), target.path).resolves.toEqual([])
          await screenshot(tab, `${target.name}-${width}-${scheme}`)
        }
        expect(pageErrors).toEqual([])
      })
    }
  }
})
