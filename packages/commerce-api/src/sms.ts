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

/** Delivers SMS to a phone. A production deployment plugs in its SMS gateway here. */
export interface SmsSender {
  sendOtp(message: OtpMessage): Promise<void>;
  sendText(message: TextMessage): Promise<void>;
}
