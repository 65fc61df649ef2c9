import type { User } from '@stepup/contract'
import { Swords, Users } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  ConfirmDialog,
  EmptyState,
  ErrorMessage,
  LoadingBlock,
  Page,
  PageHeader,
  Section,
} from '../../../components/ui/index.ts'
import { useAnswerFriendRequest } from '../api/answer-friend-request.ts'
import { useFriendRequests } from '../api/get-friend-requests.ts'
import { useFriends } from '../api/get-friends.ts'
import { useUnfriend } from '../api/unfriend.ts'
import { PersonRow } from '../components/person-row.tsx'
import { UserSearch } from '../components/user-search.tsx'

/** /friends: find users, answer received requests, see sent ones, and manage friends. */
export function FriendsPage() {
  const { t } = useTranslation('friends')
  const requests = useFriendRequests()
  const friends = useFriends()
  const answer = useAnswerFriendRequest()
  const unfriend = useUnfriend()
  const [leaving, setLeaving] = useState<User | null>(null)

  const received = (requests.data ?? []).filter((request) => request.direction === 'received')
  const sent = (requests.data ?? []).filter((request) => request.direction === 'sent')
  const receivedIds = new Map(received.map((request) => [request.user.id, request.id]))
  /** Why the last answer or unfriending was refused, said at the top of the page. */
  const [refusal, setRefusal] = useState<string | null>(null)
  const outcome = { onSuccess: () => setRefusal(null), onError: (error: Error) => setRefusal(error.message) }

  return (
    <Page>
      <PageHeader title={t('title')} description={t('description')} />
      {refusal && (
        <Alert tone="error" title={refusal} className="mb-6">
          {t('state.failedNext')}
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <UserSearch receivedRequestIds={receivedIds} />

          <Section
            title={t('list.title')}
            actions={friends.data && friends.data.length > 0 && <Badge>{friends.data.length}</Badge>}
          >
            {friends.isPending ? (
              <LoadingBlock />
            ) : friends.isError ? (
              <ErrorMessage message={t('loadError')} />
            ) : friends.data.length === 0 ? (
              <EmptyState
                icon={<Users className="size-6" aria-hidden="true" />}
                title={t('list.empty')}
                description={t('list.emptyHint')}
              />
            ) : (
              <ul className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={t('list.title')}>
                {friends.data.map((friend) => (
                  <PersonRow
                    key={friend.id}
                    user={friend}
                    detail={friend.teamId === null ? t('list.noTeam') : t('state.inTeam')}
                    actions={
                      <>
                        <ButtonLink
                          to={`/competitions?duel=${friend.id}`}
                          size="sm"
                          variant="secondary"
                          icon={<Swords className="size-4" aria-hidden="true" />}
                        >
                          {t('list.duel')}
                        </ButtonLink>
                        <Button size="sm" variant="ghost" onClick={() => setLeaving(friend)}>
                          {t('list.unfriend')}
                        </Button>
                      </>
                    }
                  />
                ))}
              </ul>
            )}
          </Section>
        </div>

        {/* On phones, requests waiting for an answer come before the search. */}
        <div className={received.length > 0 ? 'order-first space-y-6 lg:order-none' : 'space-y-6'}>
          <Section
            title={t('received.title')}
            actions={received.length > 0 && <Badge tone="brand">{received.length}</Badge>}
          >
            {requests.isPending ? (
              <LoadingBlock />
            ) : requests.isError ? (
              <ErrorMessage message={t('loadError')} />
            ) : received.length === 0 ? (
              <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('received.empty')}</p>
            ) : (
              <ul className="-my-3 divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={t('received.title')}>
                {received.map((request) => (
                  <PersonRow
                    key={request.id}
                    user={request.user}
                    actions={
                      <>
                        <Button
                          size="sm"
                          loading={answer.isPending && answer.variables?.id === request.id}
                          onClick={() => answer.mutate({ id: request.id, status: 'ACCEPTED' }, outcome)}
                        >
                          {t('received.accept')}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={answer.isPending}
                          onClick={() => answer.mutate({ id: request.id, status: 'REJECTED' }, outcome)}
                        >
                          {t('received.reject')}
                        </Button>
                      </>
                    }
                  />
                ))}
              </ul>
            )}
          </Section>

          <Section title={t('sent.title')}>
            {requests.isPending ? (
              <LoadingBlock />
            ) : sent.length === 0 ? (
              <p className="text-sm text-zinc-500 dark:text-zinc-400">{t('sent.empty')}</p>
            ) : (
              <ul className="-my-3 divide-y divide-zinc-200 dark:divide-zinc-800" aria-label={t('sent.title')}>
                {sent.map((request) => (
                  <PersonRow
                    key={request.id}
                    user={request.user}
                    actions={<Badge tone="info">{t('sent.pending')}</Badge>}
                  />
                ))}
              </ul>
            )}
          </Section>
        </div>
      </div>

      <ConfirmDialog
        open={leaving !== null}
        title={t('list.unfriend')}
        message={leaving ? t('list.confirmUnfriend', { name: leaving.username }) : undefined}
        confirmLabel={t('list.unfriend')}
        loading={unfriend.isPending}
        onCancel={() => setLeaving(null)}
        onConfirm={() => leaving && unfriend.mutate(leaving.id, { ...outcome, onSettled: () => setLeaving(null) })}
      />
    </Page>
  )
}
