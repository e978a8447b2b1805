import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { otpEmailContent } from '../src/modules/otp/email.ts';
import { smtpEmailSender } from '../src/modules/otp/smtp.ts';

/** The smallest SMTP server a client can deliver to (no TLS, no auth): it keeps each message's data. */
async function smtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let message = { from: '', to: [] as string[], data: '' };
    let inData = false;
    let buffer = '';
    socket.setEncoding('utf8');
    socket.write('220 test.smtp ready\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(message);
            message = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else message.data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'MAIL') message.from = line;
        if (command === 'RCPT') message.to.push(line);
        if (command === 'DATA') inData = true;
        if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(command === 'DATA' ? '354 go on\r\n' : '250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const close = () => {
    for (const socket of sockets) socket.destroy();
    server.close();
  };
  return { port: (server.address() as AddressInfo).port, received, close };
}

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('email codes', () => {
  test('say the code, what it is for and how long it lasts', () => {
    expect(otpEmailContent({ otp: '482913', expiresInSeconds: 300 })).toEqual({
      subject: '482913 is your Nirmal code',
      text:
        'Enter 482913 on Nirmal to confirm this email address for your account. The code expires in 5 minutes.\n\n' +
        'If you did not ask for it, ignore this email: nothing changes without the code.',
    });
  });

  test('go out through the configured SMTP server, from the configured sender', async () => {
    const smtp = await smtpServer();
    stop = smtp.close;
    const config = loadConfig({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      EMAIL_FROM: 'Nirmal <no-reply@nirmal.test>',
    });
    expect(config.smtp).toEqual({
      url: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Nirmal <no-reply@nirmal.test>',
    });
    const sender = smtpEmailSender(config.smtp ?? { url: '', from: '' });

    await sender.sendOtp({
      email: 'asha@example.com',
      otp: '482913',
      requestId: 'r1',
      sentAt: new Date(),
      expiresInSeconds: 300,
    });

    const [message] = smtp.received;
    expect(message?.from).toContain('<no-reply@nirmal.test>');
    expect(message?.to).toEqual([expect.stringContaining('<asha@example.com>')]);
    expect(message?.data).toContain('Subject: 482913 is your Nirmal code');
    expect(message?.data).toContain('Enter 482913 on Nirmal to confirm this email address');
  });

  test('a server that cannot be reached fails the send', async () => {
    const smtp = await smtpServer();
    smtp.close();
    const sender = smtpEmailSender({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'no-reply@nirmal.test' });
    await expect(
      sender.sendOtp({
        email: 'a@example.com',
        otp: '1',
        requestId: 'r',
        sentAt: new Date(),
        expiresInSeconds: 60,
      }),
    ).rejects.toThrow();
  });

  test('are configured by SMTP_URL and EMAIL_FROM together, or not at all', () => {
    expect(loadConfig({}).smtp).toBeUndefined();
    expect(loadConfig({}).requireEmailConfirmation).toBe(false);
    expect(loadConfig({ REQUIRE_EMAIL_CONFIRMATION: 'true' }).requireEmailConfirmation).toBe(true);
    expect(() => loadConfig({ SMTP_URL: 'smtps://user:secret@smtp.example.com:465' })).toThrow(
      'EMAIL_FROM: also needed',
    );
    expect(() => loadConfig({ EMAIL_FROM: 'no-reply@nirmal.test' })).toThrow('SMTP_URL: also needed');
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.example.com', EMAIL_FROM: 'x@y.z' })).toThrow(
      /SMTP_URL: an smtp:\/\/ or smtps:\/\/ address/,
    );
  });
});
