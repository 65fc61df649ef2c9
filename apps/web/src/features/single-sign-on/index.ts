/**
 * Single sign-on with the community's OpenID Connect and SAML 2.0 providers: their buttons on the
 * login and sign-up pages and their labels as one name, the page the provider sends the browser back to signed in (the login page, which
 * records the login), why a sign-in there failed, the provider's logout offered after StepUp's,
 * and the admins' setup (/admin/single-sign-on).
 */
export { ProviderLogoutNotice } from './components/provider-logout-notice.tsx'
export { providerNames } from './components/provider-names.ts'
export { ProviderSignIn } from './components/provider-sign-in.tsx'
export { SignInProblem } from './components/sign-in-problem.tsx'
export { useSignedInMember } from './api/signed-in-member.ts'
export { returnPath } from './api/sso-hrefs.ts'
