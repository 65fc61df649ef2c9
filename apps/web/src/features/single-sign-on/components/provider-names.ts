import type { SignInProvider } from '@stepup/contract'

/**
 * The providers' labels as one name, for a sentence that names whichever a member may use:
 * "Corp", "Corp or Acme" in English, "Corp o Acme" in Spanish, "Corp או Acme" in Hebrew.
 */
export const providerNames = (providers: SignInProvider[], language: string) =>
  new Intl.ListFormat(language, { type: 'disjunction' }).format(providers.map((provider) => provider.label))
