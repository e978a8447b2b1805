import { describe, expect, it } from 'vitest';
import { warrantyLabel } from './warrantyText.ts';

const wording = { statusLabels: {}, activeLabels: {}, activeFallbackLabel: 'AMC ACTIVE' };

describe('warranty labels', () => {
  it.each([
    ['IW', 'IN WARRANTY'],
    ['OW', 'OUT OF WARRANTY'],
    ['OC', 'AMC EXPIRED'],
  ] as const)('%s reads %s whatever the tier', (status, label) => {
    expect(warrantyLabel(status, 'GOLD', wording)).toBe(label);
  });

  it.each([
    ['VALUE', 'BASE AMC'],
    ['SILVER', 'SILVER AMC'],
    ['GOLD', 'GOLD AMC'],
    ['PLATINUM', 'PLATINUM AMC'],
    ['COMP', 'COMPREHENSIVE AMC'],
  ] as const)('an active AMC (IC) on %s reads %s', (tier, label) => {
    expect(warrantyLabel('IC', tier, wording)).toBe(label);
  });

  it('names an active AMC without a known tier with the fallback', () => {
    expect(warrantyLabel('IC', null, wording)).toBe('AMC ACTIVE');
  });

  it('takes the caller’s wording over the defaults', () => {
    expect(warrantyLabel('OC', null, { ...wording, statusLabels: { OC: 'AMC LAPSED' } })).toBe('AMC LAPSED');
    expect(warrantyLabel('IC', 'VALUE', { ...wording, activeLabels: { VALUE: 'VALUE AMC' } })).toBe(
      'VALUE AMC',
    );
  });
});
