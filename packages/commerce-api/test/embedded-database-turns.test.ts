import { expect, test } from 'vitest';
import { listening, testApi } from './support.ts';

test('a request is read and answered while thousands of statements wait for the embedded database', async () => {
  const api = await testApi();
  const server = await listening(api.app);
  try {
    // A crowd's statements: the embedded database runs them one at a time on this very thread.
    const statements = Array.from({ length: 2000 }, () =>
      api.db.query('SELECT count(*) FROM otp_requests WHERE mobile = $1', ['9000000001']),
    );
    let finished = 0;
    for (const statement of statements) void statement.then(() => (finished += 1));

    const answer = await fetch(`${server.url}/healthz`);

    expect(answer.status).toBe(200);
    // Served between the crowd's statements, not after the last of them: the queue never keeps
    // the process from reading its connections (the sandbox's webhooks to itself among them).
    expect(finished).toBeLessThan(statements.length / 2);
    await Promise.all(statements);
  } finally {
    await server.close();
  }
});
