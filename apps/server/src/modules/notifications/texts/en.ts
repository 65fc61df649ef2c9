/**
 * The words of every notification, in English; es.ts and he.ts hold the same keys. A kind's
 * `title` is the mail's subject and the push's title; its other lines are the paragraphs of the
 * mail, and the first of them the push's text. `{{name}}` placeholders are filled with values
 * already written for the language (numbers, dates, ranks).
 */
export const en = {
  kinds: {
    noData: {
      name: 'Steps not arriving',
      title: 'Your steps have not arrived since {{since}}',
      body: 'StepUp has had no new steps from you since {{since}}.',
      hintHcWebhook: 'Open HC Webhook on your phone and check that it still syncs to StepUp.',
      hintHealthAutoExport: 'Open Health Auto Export on your iPhone and check that its automation still runs.',
      hintShortcuts: 'Check that your Shortcuts automation still runs on your iPhone.',
      hintImport: 'Import your latest health export to bring your steps up to date.',
      hintAny: 'Open the app that syncs your steps, or import your latest health export.',
      action: 'Check my connections',
    },
    competitionStarted: {
      name: 'Competition starts',
      title: '{{competition}} has started',
      body: '{{competition}} runs until {{endDate}}. Every step from today counts.',
      action: 'See the competition',
    },
    competitionEnded: {
      name: 'Competition ends',
      title: '{{competition}} has ended',
      body: 'The last day is over. Late syncs count until {{graceEnd}}: open your sync app so your last steps arrive.',
      action: 'See the competition',
    },
    graceEnding: {
      name: 'Last day for late syncs',
      title: 'Late steps for {{competition}} count until {{graceEnd}}',
      body: 'Steps that arrive after {{graceEnd}} no longer count for {{competition}}. Sync your phone now.',
      action: 'See the competition',
    },
    competitionResults: {
      name: 'Final results',
      title: 'Final results of {{competition}}',
      body: 'You finished {{rank}} of {{members}}.',
      team: 'Your team {{team}} finished {{teamRank}} of {{teams}}.',
      action: 'See the results',
    },
    passed: {
      name: 'Passed on the board',
      title: '{{name}} passed you',
      bodyFriend: '{{name}} just passed you on the leaderboard: you are now {{rank}}.',
      bodyCompetition: '{{name}} just passed you in {{competition}}: you are now {{rank}}.',
      action: 'See the board',
    },
    friendRequest: {
      name: 'Friend requests',
      title: '{{name}} wants to be your friend',
      body: 'Accept to follow each other’s steps.',
      action: 'See the request',
    },
    friendAccepted: {
      name: 'Friend requests accepted',
      title: '{{name}} accepted your friend request',
      body: 'You and {{name}} are now friends on StepUp.',
      action: 'See my friends',
    },
    teamInvite: {
      name: 'Team invitations',
      title: '{{name}} invited you to {{team}}',
      body: 'Accept the invitation to walk with {{team}}.',
      action: 'See the invitation',
    },
    contestInvite: {
      name: 'Contest invitations',
      title: '{{name}} challenges you: {{contest}}',
      body: '{{contest}} runs from {{startDate}} to {{endDate}}. Accept to be on its board.',
      action: 'See the invitation',
    },
    contestCancelled: {
      name: 'Contests cancelled',
      title: '{{name}} cancelled {{contest}}',
      body: '{{contest}}, planned from {{startDate}} to {{endDate}}, will not take place.',
      action: 'See competitions',
    },
    proofApproved: {
      name: 'Proof approved',
      title: 'Your proof for {{challenge}} was approved',
      body: 'You earned {{points}} bonus points.',
      action: 'See the challenge',
    },
    proofRejected: {
      name: 'Proof rejected',
      title: 'Your proof for {{challenge}} was not accepted',
      body: 'The admin wrote: {{reason}}',
      bodyNoReason: 'The admin gave no reason. You can send a new photo.',
      action: 'See the challenge',
    },
    dayChanged: {
      name: 'Days voided or corrected',
      titleVoided: 'An admin voided your steps of {{date}}',
      titleCorrected: 'An admin corrected your steps of {{date}}',
      bodyVoided: '{{date}} counts no steps now.',
      bodyCorrected: '{{date}} now counts {{steps}} steps.',
      titleDismissed: 'An admin answered your request about {{date}}',
      bodyDismissed: 'Your steps of {{date}} stay as they were.',
      reason: 'The reason given: {{reason}}',
      action: 'See my days',
    },
    achievements: {
      name: 'Achievements',
      titleEarned: 'You earned {{name}}',
      titleEarnedMore: 'You earned {{name}} and {{more}} more',
      bodyEarned: 'It is on your profile, dated on the day that earned it.',
      titleRevoked: '{{name}} was taken back',
      titleRevokedMore: '{{name}} and {{more}} more were taken back',
      bodyRevokedAdmin:
        'An admin voided or corrected your steps of {{date}} or later, and your days no longer earn it.',
      bodyRevoked: 'Your counted steps of {{date}} or later changed, and your days no longer earn it.',
      bodyRevokedRules: "The community's counting rules changed, and your days no longer earn it.",
      bodyRevokedTeam:
        "Your team's counted steps changed, and they no longer reach that milestone while you were in it.",
      bodyRevokedRule: 'An admin changed what earns it, and your days no longer do.',
      bodyRevokedResults: 'The competition that put you on the podium was deleted.',
      action: 'See my achievements',
    },
    weeklySummary: {
      name: 'Weekly summary',
      title: 'Your week: {{steps}} steps',
      steps: '{{steps}} steps from {{from}} to {{to}}.',
      more: 'That is {{change}} more than the week before.',
      fewer: 'That is {{change}} fewer than the week before.',
      same: 'The same as the week before.',
      rank: 'You are {{rank}} on the leaderboard.',
      rankUp: 'You are {{rank}} on the leaderboard, up {{places}} this week.',
      rankDown: 'You are {{rank}} on the leaderboard, down {{places}} this week.',
      teamRank: 'Your team {{team}} is {{teamRank}} of {{teams}}.',
      streak: 'Streak: {{days}} days in a row with steps.',
      action: 'See my steps',
    },
    announcement: {
      name: 'Announcements',
      action: 'Open StepUp',
    },
  },
  /** Ranks as words: `{{rank}}` is the number written for the language. */
  rank: '#{{rank}}',
  greeting: 'Hello {{name}},',
  footer: 'You get this email because “{{kind}}” emails are on in your StepUp notifications.',
  unsubscribe: 'Unsubscribe from these emails',
  settings: 'Change your notifications',
}

export type NotificationTexts = typeof en
