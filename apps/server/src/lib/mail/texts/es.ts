import type { MailTexts } from './en.ts'

export const es: MailTexts = {
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
