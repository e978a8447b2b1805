import { describe, expect, it } from 'vitest';
import {
  ACTIVE_AMC_FALLBACK_LABEL,
  activeAmcLabels,
  amcTiers,
  tierLabels,
  warrantyLabel,
  warrantyLabels,
} from './labels.ts';

describe('tier labels', () => {
  it.each([
    ['VALUE', 'Base', 'BASE AMC'],
    ['SILVER', 'Silver', 'SILVER AMC'],
    ['GOLD', 'Gold', 'GOLD AMC'],
    ['PLATINUM', 'Platinum', 'PLATINUM AMC'],
    ['COMP', 'Comprehensive', 'COMPREHENSIVE AMC'],
  ] as const)('%s is shown as %s, and its active AMC as %s', (tier, label, amcLabel) => {
    expect(tierLabels[tier]).toBe(label);
    expect(activeAmcLabels[tier]).toBe(amcLabel);
  });

  it('names every tier code and no other', () => {
    expect(Object.keys(tierLabels)).toEqual([...amcTiers]);
    expect(Object.keys(activeAmcLabels)).toEqual([...amcTiers]);
  });
});

describe('warrantyLabel', () => {
  it.each([
    ['IW', null, 'IN WARRANTY'],
    ['OW', null, 'OUT OF WARRANTY'],
    ['OC', 'GOLD', 'AMC EXPIRED'],
    ['OC', null, 'AMC EXPIRED'],
    ['IC', 'GOLD', 'GOLD AMC'],
    ['IC', 'VALUE', 'BASE AMC'],
    ['IC', 'COMP', 'COMPREHENSIVE AMC'],
    ['IC', null, 'AMC ACTIVE'],
    ['IC', undefined, 'AMC ACTIVE'],
  ] as const)('%s with plan %s reads %s', (status, tier, label) => {
    expect(warrantyLabel(status, tier)).toBe(label);
  });

  it('reads OC as an expired AMC whatever its last plan was', () => {
    expect(warrantyLabels.OC).toBe('AMC EXPIRED');
    expect(ACTIVE_AMC_FALLBACK_LABEL).toBe('AMC ACTIVE');
  });
});
