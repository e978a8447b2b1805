import { createTransport } from 'nodemailer';
import type { EmailSender } from './email.ts';
import { otpEmailContent } from './email.ts';

export interface SmtpConfig {
  /** The SMTP server, credentials included: `smtps://user:password@smtp.example.com:465`. */
  url: string;
  /** Who the emails come from: `Nirmal <no-reply@nirmal.example>`. */
  from: string;
}

/** Sends codes through an SMTP server (nodemailer); a failed send rejects, so no code is kept unsent. */
export function smtpEmailSender({ url, from }: SmtpConfig): EmailSender {
  const transport = createTransport(url, { from });
  return {
    async sendOtp(message) {
      await transport.sendMail({ to: message.email, ...otpEmailContent(message) });
    },
  };
}
