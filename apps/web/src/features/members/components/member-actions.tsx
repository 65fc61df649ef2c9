import type { AdminMember } from '@stepup/contract'
import { KeyRound, ShieldCheck, ShieldOff, UserCheck, UserX } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, ConfirmDialog } from '../../../components/ui/index.ts'
import { updateStoredUser, useAuth } from '../../../lib/auth.ts'
import { useSendPasswordReset } from '../api/send-password-reset.ts'
import { useSetMemberRole } from '../api/set-member-role.ts'
import { useSetMemberStatus } from '../api/set-member-status.ts'

type Action = 'deactivate' | 'reactivate' | 'makeAdmin' | 'removeAdmin' | 'sendReset'

/**
 * Deactivate or reactivate the member, make or remove an admin, send a reset link: each asks
 * first, and shows the server's refusal (the last admin, say) in the dialog.
 */
export function MemberActions({ member, onDone }: { member: AdminMember; onDone: (message: string) => void }) {
  const { t } = useTranslation('members')
  const { user } = useAuth()
  const status = useSetMemberStatus()
  const role = useSetMemberRole()
  const reset = useSendPasswordReset()
  const [asking, setAsking] = useState<Action | null>(null)
  const yourself = user?.id === member.id
  const names = { name: member.username, email: member.email }

  const mutations = { status, role, reset }
  const running = asking === 'sendReset' ? reset : asking === 'makeAdmin' || asking === 'removeAdmin' ? role : status

  function close() {
    setAsking(null)
    for (const mutation of Object.values(mutations)) mutation.reset()
  }

  function confirm() {
    if (!asking) return
    const done = (message: string) => () => {
      setAsking(null)
      onDone(message)
    }
    if (asking === 'deactivate' || asking === 'reactivate') {
      status.mutate(
        { id: member.id, active: asking === 'reactivate' },
        { onSuccess: done(t(asking === 'deactivate' ? 'actions.deactivated' : 'actions.reactivated', names)) },
      )
    } else if (asking === 'makeAdmin' || asking === 'removeAdmin') {
      role.mutate(
        { id: member.id, admin: asking === 'makeAdmin' },
        {
          onSuccess: (changed) => {
            // An admin who steps down loses the admin pages at once.
            if (yourself && user) updateStoredUser({ ...user, isAdmin: changed.isAdmin })
            done(t(asking === 'makeAdmin' ? 'actions.madeAdmin' : 'actions.removedAdmin', names))()
          },
        },
      )
    } else {
      reset.mutate(member.id, { onSuccess: done(t('actions.resetSent', names)) })
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {member.deactivatedAt ? (
          <Button
            variant="secondary"
            icon={<UserCheck className="size-4" aria-hidden="true" />}
            onClick={() => setAsking('reactivate')}
          >
            {t('actions.reactivate')}
          </Button>
        ) : (
          <Button
            variant="danger"
            icon={<UserX className="size-4" aria-hidden="true" />}
            disabled={yourself}
            aria-describedby={yourself ? 'own-account' : undefined}
            onClick={() => setAsking('deactivate')}
          >
            {t('actions.deactivate')}
          </Button>
        )}
        {member.isAdmin ? (
          <Button
            variant="secondary"
            icon={<ShieldOff className="size-4" aria-hidden="true" />}
            onClick={() => setAsking('removeAdmin')}
          >
            {t('actions.removeAdmin')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            icon={<ShieldCheck className="size-4" aria-hidden="true" />}
            onClick={() => setAsking('makeAdmin')}
          >
            {t('actions.makeAdmin')}
          </Button>
        )}
        {!member.deactivatedAt && (
          <Button
            variant="secondary"
            icon={<KeyRound className="size-4" aria-hidden="true" />}
            onClick={() => setAsking('sendReset')}
          >
            {t('actions.sendReset')}
          </Button>
        )}
      </div>
      {yourself && !member.deactivatedAt && (
        <p id="own-account" className="text-sm text-zinc-500 dark:text-zinc-400">
          {t('actions.ownAccount')}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? t(`actions.${asking}Title`, names) : ''}
        message={
          asking && (
            <>
              {t(`actions.${asking}Message`, names)}
              {running.isError && (
                <span role="alert" className="mt-3 block font-medium text-red-600 dark:text-red-400">
                  {running.error.message}
                </span>
              )}
            </>
          )
        }
        confirmLabel={asking ? t(`actions.${asking}`) : undefined}
        danger={asking === 'deactivate' || asking === 'removeAdmin'}
        loading={running.isPending}
        onConfirm={confirm}
        onCancel={close}
      />
    </div>
  )
}
