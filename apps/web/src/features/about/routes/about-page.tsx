import { Info, LifeBuoy, Scale, ShieldCheck } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { Card, Page, PageHeader } from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'

/** The footer's links point at these sections: /about#privacy and so on. */
export const aboutSections = [
  { id: 'about', icon: Info },
  { id: 'privacy', icon: ShieldCheck },
  { id: 'terms', icon: Scale },
  { id: 'contact', icon: LifeBuoy },
] as const

/** /about: what StepUp is, what it keeps about a member, the rules of play, and who to ask. */
export function AboutPage() {
  const { t } = useTranslation('about')
  const { isLoggedIn } = useAuth()
  const { hash } = useLocation()

  // The router does not scroll to a #section by itself.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView()
  }, [hash])

  return (
    <Page>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid max-w-3xl gap-6">
        {aboutSections.map(({ id, icon: Icon }) => (
          <Card key={id} className="scroll-mt-28 p-6" id={id} role="region" aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold">
              <Icon className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />
              {t(`${id}.heading`)}
            </h2>
            <ul className="mt-3 list-disc space-y-2 ps-5 text-zinc-700 dark:text-zinc-300">
              {(t(`${id}.points`, { returnObjects: true }) as string[]).map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            {id === 'contact' && isLoggedIn && (
              <Link
                to="/chats"
                className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                {t('contact.chats')}
              </Link>
            )}
          </Card>
        ))}
      </div>
    </Page>
  )
}
