import { describe, expect, it } from 'vitest';
import { pincodeStateMessage, stateFitsPincode, statesOfPincode } from './states.ts';

describe('statesOfPincode', () => {
  it('names the state of a sorting district', () => {
    expect(statesOfPincode('560034')).toEqual(['Karnataka']);
    expect(statesOfPincode('110001')).toEqual(['Delhi']);
    expect(statesOfPincode('600040')).toEqual(['Tamil Nadu', 'Puducherry']);
  });

  it('names every state a district crosses into', () => {
    expect(statesOfPincode('403001')).toContain('Goa');
    expect(statesOfPincode('737101')).toContain('Sikkim');
    expect(statesOfPincode('160017')).toContain('Chandigarh');
    expect(statesOfPincode('248001')).toContain('Uttarakhand');
    expect(statesOfPincode('834001')).toContain('Jharkhand');
    expect(statesOfPincode('793001')).toContain('Meghalaya');
  });

  it('says nothing of the Army Postal Service and districts India Post does not use', () => {
    expect(statesOfPincode('900001')).toEqual([]);
    expect(statesOfPincode('350001')).toEqual([]);
  });
});

describe('stateFitsPincode', () => {
  it('takes a state the pincode is in, and refuses one it is not', () => {
    expect(stateFitsPincode('Maharashtra', '400053')).toBe(true);
    expect(stateFitsPincode('Goa', '403001')).toBe(true);
    expect(stateFitsPincode('Karnataka', '400053')).toBe(false);
    expect(stateFitsPincode('Kerala', '400053')).toBe(false);
  });

  it('takes any state where the pincode says nothing', () => {
    expect(stateFitsPincode('Delhi', '900001')).toBe(true);
  });
});

describe('pincodeStateMessage', () => {
  it('names the states the pincode can be in', () => {
    expect(pincodeStateMessage('560034')).toBe(
      'Pincode 560034 is in Karnataka. Choose that state, or check the pincode.',
    );
    expect(pincodeStateMessage('600040')).toBe(
      'Pincode 600040 is in Tamil Nadu or Puducherry. Choose that state, or check the pincode.',
    );
    expect(pincodeStateMessage('160017')).toBe(
      'Pincode 160017 is in Punjab, Chandigarh or Haryana. Choose that state, or check the pincode.',
    );
  });
});
