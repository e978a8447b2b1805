import { reaction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { LocationStore } from './location-store.ts';

const pune = { city: 'Pune', latitude: 18.52, longitude: 73.85 };

describe('LocationStore', () => {
  it('keeps the detected location as city:latitude:longitude', () => {
    const store = new LocationStore();

    expect(store.update(pune)).toBe(true);

    expect(store.value).toBe('Pune:18.52:73.85');
    expect(store.location).toEqual(pune);
    expect(store.city).toBe('Pune');
  });

  it('changes only when the detected location differs', () => {
    const store = new LocationStore({ value: 'Pune:18.52:73.85' });
    const changes: string[] = [];
    const stop = reaction(
      () => store.value,
      (value) => void changes.push(value),
    );

    expect(store.update(pune)).toBe(false);
    expect(store.update({ city: 'Mumbai', latitude: 19.07, longitude: 72.87 })).toBe(true);
    stop();

    expect(changes).toEqual(['Mumbai:19.07:72.87']);
  });

  it('keeps what it knows when nothing at all is detected', () => {
    const store = new LocationStore({ value: 'Pune:18.52:73.85' });
    expect(store.update({ city: null, latitude: null, longitude: null })).toBe(false);
    expect(store.city).toBe('Pune');
  });
});
