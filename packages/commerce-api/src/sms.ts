import type { OutboundPolicy } from './http/outbound.ts';

// What a text to a customer's phone is, and what delivers one: every area that texts a customer
// gets the app's sender through ModuleDeps.sms (otp/sms.ts has the development outbox).

export interface OtpMessage {
  mobile: string;
  otp: string;
  requestId: string;
  sentAt: Date;
}

/** A text to a customer's phone, such as a service visit's next step. */
export interface TextMessage {
  mobile: string;
  text: string;
  sentAt: Date;
}

/**
 * The text of a one-time code's SMS. Its last line binds the code to the shop's host (the WebOTP
 * format, `@<host> #<code>`), so a phone's browser on that site offers to fill the code in, and
 * only there. A gateway's sender sends this text.
 */
export function otpSmsText(otp: string, host: string): string {
  return `${otp} is your Nirmal code. Do not share it: Nirmal never asks for it on a call.\n\n@${host} #${otp}`;
}

/** Delivers SMS to a phone. A production deployment plugs in its SMS gateway here. */
export interface SmsSender {
  sendOtp(message: OtpMessage): Promise<void>;
  sendText(message: TextMessage): Promise<void>;
}

/**
 * A gateway's sender under its outbound policy: each text has a timeout and the gateway a circuit
 * breaker; a text is never retried here, since a try that timed out may still arrive.
 */
export function guardedSmsSender(sender: SmsSender, policy: OutboundPolicy): SmsSender {
  return {
    sendOtp: (message) => policy.call('once', () => sender.sendOtp(message)),
    sendText: (message) => policy.call('once', () => sender.sendText(message)),
  };
}
