import { describe, expect, it } from 'vitest';
import { addressFromPlace, formatLocation, parseLocation } from './location.ts';

describe('location string', () => {
  it('is city:latitude:longitude', () => {
    expect(formatLocation({ city: 'Pune', latitude: 18.5204, longitude: 73.8567 })).toBe(
      'Pune:18.5204:73.8567',
    );
  });

  it('leaves unknown parts empty, and is empty when nothing is known', () => {
    expect(formatLocation({ city: 'Pune', latitude: null, longitude: null })).toBe('Pune::');
    expect(formatLocation({ city: null, latitude: -12.5, longitude: 0 })).toBe(':-12.5:0');
    expect(formatLocation({ city: null, latitude: null, longitude: null })).toBe('');
  });

  it.each([
    { city: 'Pune', latitude: 18.5204, longitude: 73.8567 },
    { city: 'Pune', latitude: null, longitude: null },
    { city: null, latitude: -33.86, longitude: 151.2 },
    { city: 'Town: Old', latitude: 1, longitude: 2 },
    { city: 'Tiny', latitude: 1e-7, longitude: -180 },
  ])('reads back what it wrote: %j', (location) => {
    expect(parseLocation(formatLocation(location))).toEqual(location);
  });

  it.each([
    '',
    'Pune',
    'Pune:18.5',
    'Pune:north:73.8',
    'Pune:91:73.8',
    'Pune:18.5:181',
    'Pune: :1',
    'Pune:0x10:1',
  ])('refuses %j', (text) => {
    expect(parseLocation(text)).toBeNull();
  });
});

describe('addressFromPlace', () => {
  it("fills street, city, state and pincode from the place and keeps the customer's own point", () => {
    const place = { locality: 'Koramangala', city: 'Bengaluru', state: 'Karnataka', pincode: '560034' };
    expect(addressFromPlace(place, { latitude: 12.937, longitude: 77.626 })).toEqual({
      address_name: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560034',
      latitude: 12.937,
      longitude: 77.626,
    });
  });
});
