import { Mail, Phone, Swords, UserPlus, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import {
  Avatar,
  Badge,
  Button,
  ButtonLink,
  Card,
  DetailPage,
  ErrorMessage,
  Section,
} from '../../../components/ui/index.ts'
import { useAuth } from '../../../lib/auth.ts'
import { formatCount } from '../../../lib/format.ts'
import { useProfile } from '../api/get-profile.ts'
import { useSendFriendRequest } from '../../friends/index.ts'
import { MemberAchievements } from '../../achievements/index.ts'

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> group holds only its <dt> and <dd>, so the icon sits inside the term.
    <div className="relative min-w-0 ps-7">
      <dt className="text-xs text-zinc-500 dark:text-zinc-400">
        <span className="absolute start-0 top-0.5 text-zinc-400">{icon}</span>
        {label}
      </dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  )
}

/** /profile/:userId: another member's read-only profile. */
export function UserProfilePage() {
  const { t } = useTranslation('friends')
  const { userId } = useParams()
  const id = Number(userId)
  const { user } = useAuth()
  const profile = useProfile(Number.isInteger(id) ? id : 0)
  const send = useSendFriendRequest()
  const hidden = <span className="font-normal text-zinc-500 italic dark:text-zinc-400">{t('profile.hidden')}</span>

  return (
    <DetailPage
      back={{ to: '/friends', label: t('profile.back') }}
      query={profile}
      missing={!Number.isInteger(id) || id <= 0}
      error={t('profile.loadError')}
    >
      {(data) => (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <Card className="flex flex-col items-center p-6 text-center">
            <Avatar name={data.username} src={data.avatarUrl} size="xl" />
            <h1 dir="auto" className="mt-4 text-2xl font-bold tracking-tight break-words">
              {data.username}
            </h1>
            <div className="mt-2 flex flex-wrap justify-center gap-2">
              {data.isFriend && <Badge tone="success">{t('profile.friend')}</Badge>}
              {data.isAdmin && <Badge tone="brand">{t('profile.admin')}</Badge>}
            </div>
            {user?.id !== data.id && data.friendship === 'none' && (
              <Button
                size="sm"
                className="mt-4"
                icon={<UserPlus className="size-4" aria-hidden="true" />}
                loading={send.isPending}
                onClick={() => send.mutate(data.id)}
              >
                {t('state.add')}
              </Button>
            )}
            {data.friendship === 'received' && (
              // Asking back accepts their request.
              <Button size="sm" className="mt-4" loading={send.isPending} onClick={() => send.mutate(data.id)}>
                {t('state.accept')}
              </Button>
            )}
            {send.isError && (
              // Said under the button that asked, in place of a browser pop-up.
              <div className="mt-4 w-full text-start">
                <ErrorMessage message={send.error.message} />
              </div>
            )}
            {data.isFriend && user?.id !== data.id && (
              <ButtonLink
                to={`/competitions?duel=${data.id}`}
                variant="secondary"
                size="sm"
                className="mt-4"
                icon={<Swords className="size-4" aria-hidden="true" />}
              >
                {t('list.duel')}
              </ButtonLink>
            )}
            {data.friendship === 'sent' && (
              <Badge tone="info" className="mt-4">
                {t('state.sent')}
              </Badge>
            )}
            {user?.id === data.id && (
              <ButtonLink to="/profile" variant="secondary" size="sm" className="mt-4">
                {t('profile.editOwn')}
              </ButtonLink>
            )}
          </Card>

          <div className="space-y-6 lg:col-span-2">
            <Section title={t('profile.scores')}>
              <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
                {(
                  [
                    ['rank', data.scores.rank === null ? '–' : `#${data.scores.rank}`],
                    ['steps', formatCount(data.scores.steps)],
                    ['bonus', formatCount(data.scores.bonus)],
                    ['total', formatCount(data.scores.total)],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key} className="rounded-xl bg-zinc-50 px-4 py-3 dark:bg-zinc-800/60">
                    <dt className="text-xs text-zinc-500 dark:text-zinc-400">{t(`profile.${key}`)}</dt>
                    <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
            </Section>

            <Section title={t('profile.details')}>
              <dl className="grid gap-5 sm:grid-cols-2">
                <Detail icon={<Users className="size-4" aria-hidden="true" />} label={t('profile.team')}>
                  {data.team ? data.team.name : t('profile.noTeam')}
                </Detail>
                <Detail icon={<Mail className="size-4" aria-hidden="true" />} label={t('profile.email')}>
                  {data.email ?? hidden}
                </Detail>
                <Detail icon={<Phone className="size-4" aria-hidden="true" />} label={t('profile.phone')}>
                  {data.email === undefined ? hidden : (data.phoneNumber ?? t('profile.notSet'))}
                </Detail>
              </dl>
            </Section>

            <MemberAchievements userId={data.id} memberName={data.username} />
          </div>
        </div>
      )}
    </DetailPage>
  )
}
