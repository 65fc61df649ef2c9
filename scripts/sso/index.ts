/**
 * `npm run sso-trial`: an OpenID Connect provider and a SAML 2.0 identity provider on this
 * computer, to set single sign-on up against before the company's own (Admin → Single sign-on).
 * It prints what to enter there; their sign-in pages ask only for one of the accounts below.
 * APP_ORIGIN (http://localhost:3000 by default) is the app's address; SSO_TRIAL_PORT (4000) the
 * OpenID provider's, and the port after it the SAML provider's.
 */
import { startSamlTestProvider } from './saml-trial-provider.ts'
import { startTestProvider, TEST_CLIENT_ID, TEST_CLIENT_SECRET } from './trial-provider.ts'

const appOrigin = (process.env.APP_ORIGIN ?? 'http://localhost:3000').replace(/\/$/, '')
const port = Number(process.env.SSO_TRIAL_PORT ?? 4000)

const people = {
  alex: { email: 'alex@example.com', name: 'Alex Admin', groups: ['stepup-admins', 'walkers'] },
  sam: { email: 'sam@example.com', name: 'Sam Walker', groups: ['walkers'] },
}

const provider = await startTestProvider({
  redirectUri: `${appOrigin}/api/auth/sso/oidc/callback`,
  logoutRedirectUri: `${appOrigin}/login`,
  port,
})
provider.accounts.set('alex', { ...people.alex, email_verified: true })
provider.accounts.set('sam', { ...people.sam, email_verified: true })
provider.accounts.set('uma', { email: 'uma@example.com', email_verified: false, name: 'Uma Unverified' })

const saml = await startSamlTestProvider({ port: port + 1 })
saml.accounts.set('alex', people.alex)
saml.accounts.set('sam', people.sam)

console.log(`Two trial sign-in providers are running. In Admin → Single sign-on, enter:

OpenID Connect
  Issuer URL     ${provider.issuer}
  Client ID      ${TEST_CLIENT_ID}
  Client secret  ${TEST_CLIENT_SECRET}
  Scopes         openid email profile groups

SAML 2.0
  Metadata URL   ${saml.metadataUrl}

Their sign-in pages take an account name: alex (groups stepup-admins, walkers) or sam (walkers);
at the OpenID provider also uma, whose email it has not verified. Stop them with Ctrl+C.`)
