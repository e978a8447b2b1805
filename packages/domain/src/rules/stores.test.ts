import { describe, expect, test } from 'vitest';
import { directionsUrl, storeFinderQuery, storePath } from './stores.ts';

describe('store finder query', () => {
  test('digits are a pincode, spaces and all, even too few for one', () => {
    expect(storeFinderQuery('560038')).toEqual({ pincode: '560038' });
    expect(storeFinderQuery(' 560 038 ')).toEqual({ pincode: '560038' });
    expect(storeFinderQuery('5600')).toEqual({ pincode: '5600' });
  });

  test('other text is a city, its spaces tidied', () => {
    expect(storeFinderQuery('  New   Delhi ')).toEqual({ city: 'New Delhi' });
    expect(storeFinderQuery('Sector 17')).toEqual({ city: 'Sector 17' });
  });

  test('nothing asks for every store', () => {
    expect(storeFinderQuery('   ')).toEqual({});
  });
});

test('a store page and directions to its door', () => {
  expect(storePath(3)).toBe('/s/3');
  expect(directionsUrl(12.9719, 77.6412)).toBe(
    'https://www.google.com/maps/search/?api=1&query=12.9719%2C77.6412',
  );
});
