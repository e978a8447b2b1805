import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/http-client.ts';
import { createLocationClient, locationFromHeaders } from './location.ts';

describe('locationFromHeaders', () => {
  it('reads the three x-user headers', () => {
    const headers = new Headers({ 'x-user-city': 'Pune', 'x-user-lat': '18.52', 'x-user-long': '73.85' });
    expect(locationFromHeaders(headers)).toEqual({ city: 'Pune', latitude: 18.52, longitude: 73.85 });
  });

  it('gives nulls for absent or unreadable headers', () => {
    expect(locationFromHeaders(new Headers())).toEqual({ city: null, latitude: null, longitude: null });
    expect(locationFromHeaders(new Headers({ 'x-user-lat': 'north' }))).toEqual({
      city: null,
      latitude: null,
      longitude: null,
    });
  });
});

describe('location client', () => {
  it('forwards the detected headers and reads the answer headers and body', async () => {
    const sent: Headers[] = [];
    const http = createHttpClient({
      apiBase: 'http://api.test',
      cmsBase: 'http://api.test',
      clientType: 'web',
      fetch: async (_, init) => {
        sent.push(new Headers(init?.headers));
        return Response.json(
          { data: { city: 'Pune', latitude: 18.52, longitude: null } },
          { headers: { 'x-user-city': 'Pune', 'x-user-lat': '18.52' } },
        );
      },
    });
    const incoming = new Headers({ 'x-user-city': 'Pune', 'x-user-lat': '18.52', cookie: 'not=forwarded' });

    const answer = await createLocationClient(http).get({ forwardFrom: incoming });

    expect(sent[0]?.get('x-user-city')).toBe('Pune');
    expect(sent[0]?.get('x-user-lat')).toBe('18.52');
    expect(sent[0]?.has('x-user-long')).toBe(false);
    expect(sent[0]?.has('cookie')).toBe(false);
    expect(answer.fromHeaders).toEqual({ city: 'Pune', latitude: 18.52, longitude: null });
    expect(answer.body).toEqual({ city: 'Pune', latitude: 18.52, longitude: null });
  });
});
