import { describe, expect, test } from 'vitest';
import { landingSource, startEngagement, type EngagementTracker } from './engagement.ts';

/** The tracker's browser API, recording each call as [name, ...arguments]. */
function recordingTracker() {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push([name, ...args]);
  const tracker: EngagementTracker = {
    init: record('init'),
    track: record('track'),
    user: {
      login: record('user.login'),
      logout: record('user.logout'),
      setAttribute: record('user.setAttribute'),
    },
  };
  return { tracker, calls };
}

function memoryStorage(items: Record<string, string>) {
  const map = new Map(Object.entries(items));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    removeItem: (key: string) => void map.delete(key),
  };
}

const SOURCE_KEY = 'nirmal.engagementSource';

describe('starting the engagement tracker (§4)', () => {
  test('initialises with its key and logs in the customer whose webEngageId is known', () => {
    const { tracker, calls } = recordingTracker();
    startEngagement(tracker, {
      licenseCode: 'in~abc123',
      webEngageId: 'we-1000001',
      storage: memoryStorage({}),
      sourceKey: SOURCE_KEY,
    });
    expect(calls).toEqual([
      ['init', 'in~abc123'],
      ['user.login', 'we-1000001'],
    ]);
  });

  test('logs nobody in without a webEngageId', () => {
    const { tracker, calls } = recordingTracker();
    startEngagement(tracker, {
      licenseCode: 'k',
      webEngageId: null,
      storage: memoryStorage({}),
      sourceKey: SOURCE_KEY,
    });
    expect(calls).toEqual([['init', 'k']]);
  });

  test('sets the saved source once, with its prefix, and forgets it', () => {
    const { tracker, calls } = recordingTracker();
    const storage = memoryStorage({ [SOURCE_KEY]: 'newsletter' });
    const start = { licenseCode: 'k', webEngageId: null, storage, sourceKey: SOURCE_KEY };

    startEngagement(tracker, start);
    startEngagement(tracker, start);

    expect(calls.filter(([name]) => name === 'user.setAttribute')).toEqual([
      ['user.setAttribute', 'source', 'web_newsletter'],
    ]);
    expect(storage.map.has(SOURCE_KEY)).toBe(false);
  });

  test('drops a saved source that is not one, without sending it', () => {
    const { tracker, calls } = recordingTracker();
    const storage = memoryStorage({ [SOURCE_KEY]: '<script>' });
    startEngagement(tracker, { licenseCode: 'k', webEngageId: null, storage, sourceKey: SOURCE_KEY });
    expect(calls).toEqual([['init', 'k']]);
    expect(storage.map.has(SOURCE_KEY)).toBe(false);
  });
});

test.each([
  ['?utm_source=google', 'google'],
  ['?utm_medium=cpc&utm_source=%20mail.campaign-7%20', 'mail.campaign-7'],
  ['?utm_source=', null],
  ['?utm_source=a%20b', null],
  [`?utm_source=${'x'.repeat(101)}`, null],
  ['', null],
])('the landing address %s names the source %s', (search, source) => {
  expect(landingSource(search)).toBe(source);
});
