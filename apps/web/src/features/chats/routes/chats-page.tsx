import { ExternalLink, MessagesSquare, QrCode } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  ButtonLink,
  EmptyState,
  ErrorMessage,
  Page,
  PageHeader,
  Section,
  Skeleton,
  buttonClasses,
} from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { useCommunityLink } from '../api/get-community-link.ts'
import { CommunityQr } from '../components/community-qr.tsx'

/** /chats: the external community, as a button and as a QR code to open it on a phone. */
export function ChatsPage() {
  const { t } = useTranslation('chats')
  const link = useCommunityLink()

  return (
    <Page>
      <PageHeader title={t('title')} description={t('subtitle')} />
      {link.isPending ? (
        <ChatsSkeleton />
      ) : link.isError ? (
        <ErrorMessage message={link.error.message} />
      ) : link.data ? (
        <CommunityLink url={link.data} />
      ) : (
        <NoCommunityLink />
      )}
    </Page>
  )
}

function CommunityLink({ url }: { url: string }) {
  const { t } = useTranslation('chats')
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Section title={t('join.title')} description={t('join.description')}>
        <div className="flex flex-col items-start gap-4">
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ size: 'lg', className: 'w-full sm:w-auto' })}
          >
            <MessagesSquare className="size-5" aria-hidden="true" />
            {t('join.button')}
            <ExternalLink className="size-4" aria-hidden="true" />
            <span className="sr-only">{t('join.newTab')}</span>
          </a>
          <p className="w-full text-sm break-all text-zinc-500 dark:text-zinc-400">
            <span className="font-medium text-zinc-700 dark:text-zinc-300">{t('join.address')}</span> {url}
          </p>
        </div>
      </Section>
      <Section
        title={
          <span className="inline-flex items-center gap-2">
            <QrCode className="size-4" aria-hidden="true" />
            {t('qr.title')}
          </span>
        }
        description={t('qr.description')}
      >
        <div className="flex justify-center">
          <CommunityQr url={url} label={t('qr.label', { url })} />
        </div>
      </Section>
    </div>
  )
}

function NoCommunityLink() {
  const { t } = useTranslation('chats')
  const { isAdmin } = useAuth()
  return (
    <EmptyState
      icon={<MessagesSquare className="size-6" aria-hidden="true" />}
      title={t('empty.title')}
      description={isAdmin ? t('empty.adminHint') : t('empty.memberHint')}
      action={isAdmin ? <ButtonLink to="/admin">{t('empty.adminAction')}</ButtonLink> : undefined}
    />
  )
}

function ChatsSkeleton() {
  const { t } = useTranslation('common')
  return (
    <div className="grid gap-6 md:grid-cols-2" role="status">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-48" />
      <Skeleton className="h-72" />
    </div>
  )
}
