import { describe, expect, it } from 'vitest';
import { createLocationClient } from '../clients/location.ts';
import { createHttpClient } from '../http/http-client.ts';
import { locationQueries } from './location.ts';

function locationClientAnswering(status: number, body: unknown, asked: string[] = []) {
  const http = createHttpClient({
    apiBase: 'http://api.test',
    cmsBase: 'http://api.test',
    clientType: 'web',
    fetch: async (input) => {
      asked.push(String(input));
      return Response.json(body, { status });
    },
  });
  return createLocationClient(http);
}

describe('locationQueries.nearest', () => {
  it('asks once for points a few metres apart', () => {
    const location = locationClientAnswering(200, {});
    const here = locationQueries.nearest(location, { latitude: 12.93702, longitude: 77.62598 });
    const nextDoor = locationQueries.nearest(location, { latitude: 12.93698, longitude: 77.62601 });
    expect(here.queryKey).toEqual(nextDoor.queryKey);
  });

  it('answers null when no locality is near (the call 404s), and fails on other errors', async () => {
    const far = locationClientAnswering(404, {
      code: 'NOT_FOUND',
      message: 'We know no locality within 25 km.',
    });
    await expect(locationQueries.nearest(far, { latitude: 15, longitude: 65 }).queryFn()).resolves.toBeNull();

    const down = locationClientAnswering(503, { code: 'SERVICE_UNAVAILABLE', message: 'Down.' });
    await expect(locationQueries.nearest(down, { latitude: 15, longitude: 65 }).queryFn()).rejects.toThrow(
      'Down.',
    );
  });
});
