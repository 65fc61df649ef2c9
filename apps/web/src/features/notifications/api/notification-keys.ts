/** Query keys of the notifications feature. */
export const notificationKeys = {
  /** The member's switches, quiet hours and how many browsers receive their pushes. */
  settings: ['notifications', 'settings'] as const,
  /** The announcements on the member's home page. */
  announcements: ['notifications', 'announcements'] as const,
  unsubscribe: (token: string) => ['notifications', 'unsubscribe', token] as const,
  policy: ['admin', 'notifications', 'policy'] as const,
  adminAnnouncements: ['admin', 'notifications', 'announcements'] as const,
}

/** The key of the member's switch saves, for the page to say that changes are being saved. */
export const saveSettingsKey = ['notifications', 'settings', 'save'] as const
