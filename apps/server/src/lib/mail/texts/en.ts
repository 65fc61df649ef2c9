/**
 * The words of every mail, in English; es.ts and he.ts hold the same keys. `{{name}}` and
 * `{{minutes}}` are filled in when the mail is written.
 */
export const en = {
  emailConfirmation: {
    subject: 'Confirm your email address for StepUp',
    greeting: 'Hello {{name}},',
    intro: 'To confirm that this is your email address, open this link:',
    button: 'Confirm my email address',
    expiry: 'The link works for {{hours}} hours.',
    ignore: 'If you did not sign up for StepUp, ignore this email: the account stays unconfirmed.',
  },
  invitation: {
    subject: 'You are invited to join StepUp',
    greeting: 'Hello,',
    intro: '{{name}} invites you to join the step challenge on StepUp. To create your account, open this link:',
    button: 'Join StepUp',
    expiry: 'The invitation works for {{days}} days, for this email address.',
    ignore: 'If you do not want to join, ignore this email.',
  },
  passwordReset: {
    subject: 'Reset your StepUp password',
    greeting: 'Hello {{name}},',
    intro: 'Someone asked to reset the password of your StepUp account. To choose a new password, open this link:',
    button: 'Choose a new password',
    expiry: 'The link works once, for {{minutes}} minutes.',
    ignore: 'If you did not ask for it, ignore this email: your password stays as it is.',
  },
}

export type MailTexts = typeof en
