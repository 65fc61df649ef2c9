import type { MailTexts } from './en.ts'

export const es: MailTexts = {
  emailConfirmation: {
    subject: 'Confirma tu dirección de correo para StepUp',
    greeting: 'Hola, {{name}}:',
    intro: 'Para confirmar que esta es tu dirección de correo, abre este enlace:',
    button: 'Confirmar mi correo',
    expiry: 'El enlace funciona durante {{hours}} horas.',
    ignore: 'Si no te registraste en StepUp, ignora este correo: la cuenta queda sin confirmar.',
  },
  invitation: {
    subject: 'Te invitan a unirte a StepUp',
    greeting: 'Hola:',
    intro: '{{name}} te invita a unirte al reto de pasos en StepUp. Para crear tu cuenta, abre este enlace:',
    button: 'Unirme a StepUp',
    expiry: 'La invitación funciona durante {{days}} días, para esta dirección de correo.',
    ignore: 'Si no quieres unirte, ignora este correo.',
  },
  passwordReset: {
    subject: 'Restablece tu contraseña de StepUp',
    greeting: 'Hola, {{name}}:',
    intro:
      'Alguien pidió restablecer la contraseña de tu cuenta de StepUp. Para elegir una contraseña nueva, abre este enlace:',
    button: 'Elegir una contraseña nueva',
    expiry: 'El enlace funciona una sola vez, durante {{minutes}} minutos.',
    ignore: 'Si no lo pediste, ignora este correo: tu contraseña sigue siendo la misma.',
  },
}
