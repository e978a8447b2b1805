import { expect, test } from 'vitest';
import { airQualityBarCity } from './air-quality.ts';

const shown = { isAQIEnabled: true, isFlutterClient: false, city: 'Delhi' };

test('the bar shows the detected city when the flag is on, outside the app', () => {
  expect(airQualityBarCity(shown)).toBe('Delhi');
});

test('the flag off, the app’s webview or an unknown city hide it', () => {
  expect(airQualityBarCity({ ...shown, isAQIEnabled: false })).toBeNull();
  expect(airQualityBarCity({ ...shown, isFlutterClient: true })).toBeNull();
  expect(airQualityBarCity({ ...shown, city: null })).toBeNull();
  expect(airQualityBarCity({ ...shown, city: '' })).toBeNull();
});
