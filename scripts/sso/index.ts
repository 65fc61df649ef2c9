/**
 * `npm run sso-trial`: an OpenID Connect provider on this computer, to set single sign-on up
 * against before the company's own (Admin → Single sign-on). It prints what to enter there, and
 * its sign-in page asks only for one of the accounts below. APP_ORIGIN (http://localhost:3000 by
 * default) is the app's address; SSO_TRIAL_PORT (4000) the provider's.
 */
import { startTestProvider, TEST_CLIENT_ID, TEST_CLIENT_SECRET } from './trial-provider.ts'

const appOrigin = (process.env.APP_ORIGIN ?? 'http://localhost:3000').replace(/\/$/, '')
const port = Number(process.env.SSO_TRIAL_PORT ?? 4000)

const provider = await startTestProvider({
  redirectUri: `${appOrigin}/api/auth/sso/oidc/callback`,
  logoutRedirectUri: `${appOrigin}/login`,
  port,
})
provider.accounts.set('alex', {
  email: 'alex@example.com',
  email_verified: true,
  name: 'Alex Admin',
  groups: ['stepup-admins', 'walkers'],
})
provider.accounts.set('sam', {
  email: 'sam@example.com',
  email_verified: true,
  name: 'Sam Walker',
  groups: ['walkers'],
})
provider.accounts.set('uma', { email: 'uma@example.com', email_verified: false, name: 'Uma Unverified' })

console.log(`A trial OpenID Connect provider is running. In Admin → Single sign-on, enter:

  Issuer URL     ${provider.issuer}
  Client ID      ${TEST_CLIENT_ID}
  Client secret  ${TEST_CLIENT_SECRET}
  Scopes         openid email profile groups

Its sign-in page takes an account name: alex (groups stepup-admins, walkers), sam (walkers),
or uma (whose email the provider has not verified). Stop it with Ctrl+C.`)
