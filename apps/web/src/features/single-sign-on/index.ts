/**
 * Single sign-on with the community's OpenID Connect provider: its button on the login and
 * sign-up pages, the page the provider sends the browser back to signed in (the login page, which
 * records the login), why a sign-in there failed, the provider's logout offered after StepUp's,
 * and the admins' setup (/admin/single-sign-on).
 */
export { ProviderLogoutNotice } from './components/provider-logout-notice.tsx'
export { ProviderSignIn } from './components/provider-sign-in.tsx'
export { SignInProblem } from './components/sign-in-problem.tsx'
export { useSignedInMember } from './api/signed-in-member.ts'
export { returnPath } from './api/sso-hrefs.ts'
