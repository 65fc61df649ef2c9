import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { ApiError } from '../../../lib/api-client.ts'
import { activeServiceWorker } from '../../../lib/service-worker.ts'
import { addWebPushSubscription } from '../api/add-web-push-subscription.ts'
import { getWebPushKey } from '../api/get-web-push-key.ts'
import { notificationKeys } from '../api/notification-keys.ts'
import { removeWebPushSubscription } from '../api/remove-web-push-subscription.ts'
import {
  base64UrlToBytes,
  browserEnvironment,
  isAppleMobile,
  pushSupport,
  sameKey,
  subscriptionBody,
} from '../web-push.ts'

/** Where this browser stands: it cannot, the member blocked it, or its pushes are off or on. */
export type BrowserPushState = 'checking' | 'unsupported' | 'homeScreen' | 'blocked' | 'off' | 'on'

/** Why turning on or off did not happen: the member dismissed the browser's question, or it failed (with the server's words when it answered). */
export type BrowserPushProblem =
  { kind: 'dismissed' } | { kind: 'failed'; turning: 'on' | 'off'; message: string | null }

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : null)

async function currentSubscription() {
  const registration = await navigator.serviceWorker.getRegistration()
  return (await registration?.pushManager.getSubscription()) ?? null
}

/**
 * Web push on this browser: its state, and turning it on (the browser's permission, the service
 * worker, a subscription for the server's key, told to the server) or off (the server forgets
 * it, the browser drops it). The server's answer refreshes the member's settings.
 */
export function useBrowserPush() {
  const queryClient = useQueryClient()
  const [environment] = useState(browserEnvironment)
  const support = pushSupport(environment)
  const [state, setState] = useState<BrowserPushState>(support === 'supported' ? 'checking' : support)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<BrowserPushProblem | null>(null)

  useEffect(() => {
    if (support !== 'supported') return
    let current = true
    const settle = (next: BrowserPushState) => current && setState(next)
    if (Notification.permission === 'denied') settle('blocked')
    else
      currentSubscription().then(
        (subscription) => settle(subscription && Notification.permission === 'granted' ? 'on' : 'off'),
        () => settle('off'),
      )
    return () => {
      current = false
    }
  }, [support])

  const turnOn = useCallback(async () => {
    setBusy(true)
    setProblem(null)
    try {
      const permission = await Notification.requestPermission()
      if (permission === 'denied') return setState('blocked')
      if (permission !== 'granted') return setProblem({ kind: 'dismissed' })
      const [registration, publicKey] = await Promise.all([activeServiceWorker(), getWebPushKey()])
      const key = base64UrlToBytes(publicKey)
      let subscription = await registration.pushManager.getSubscription()
      // One made for a key the server no longer has could never be pushed to.
      if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
        await subscription.unsubscribe()
        subscription = null
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
      try {
        queryClient.setQueryData(
          notificationKeys.settings,
          await addWebPushSubscription(subscriptionBody(subscription)),
        )
      } catch (error) {
        // Refused (too many browsers): this one keeps no subscription the server does not know.
        await subscription.unsubscribe().catch(() => undefined)
        throw error
      }
      setState('on')
    } catch (error) {
      setProblem({ kind: 'failed', turning: 'on', message: messageOf(error) })
    } finally {
      setBusy(false)
    }
  }, [queryClient])

  const turnOff = useCallback(async () => {
    setBusy(true)
    setProblem(null)
    try {
      const subscription = await currentSubscription()
      if (subscription) {
        try {
          queryClient.setQueryData(notificationKeys.settings, await removeWebPushSubscription(subscription.endpoint))
        } catch (error) {
          // Already forgotten by the server (it expired there): only the browser still has it.
          if (!(error instanceof ApiError && error.status === 404)) throw error
          void queryClient.invalidateQueries({ queryKey: notificationKeys.settings })
        }
        await subscription.unsubscribe()
      }
      setState('off')
    } catch (error) {
      setProblem({ kind: 'failed', turning: 'off', message: messageOf(error) })
    } finally {
      setBusy(false)
    }
  }, [queryClient])

  return { state, busy, problem, turnOn, turnOff, appleMobile: isAppleMobile(environment) }
}
