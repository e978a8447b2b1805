import { createTransport } from 'nodemailer';
import type { SmtpConfig } from '../../config.ts';
import type { EmailSender } from './email.ts';
import { otpEmailContent } from './email.ts';

/** Sends codes through an SMTP server (nodemailer); a failed send rejects, so no code is kept unsent. */
export function smtpEmailSender({ url, from }: SmtpConfig): EmailSender {
  const transport = createTransport(url, { from });
  return {
    async sendOtp(message) {
      await transport.sendMail({ to: message.email, ...otpEmailContent(message) });
    },
  };
}
