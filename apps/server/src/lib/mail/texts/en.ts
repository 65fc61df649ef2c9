/**
 * The words of every mail, in English; es.ts and he.ts hold the same keys. `{{name}}` and
 * `{{minutes}}` are filled in when the mail is written.
 */
export const en = {
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
