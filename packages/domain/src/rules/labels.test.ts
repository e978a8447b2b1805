import { describe, expect, it } from 'vitest';
import { tierAmcLabel, tierLabel, warrantyLabel } from './labels.ts';

describe('tier labels', () => {
  it.each([
    ['VALUE', 'Base', 'BASE AMC'],
    ['SILVER', 'Silver', 'SILVER AMC'],
    ['GOLD', 'Gold', 'GOLD AMC'],
    ['PLATINUM', 'Platinum', 'PLATINUM AMC'],
    ['COMP', 'Comprehensive', 'COMPREHENSIVE AMC'],
  ] as const)('%s is shown as %s, and its AMC as %s', (tier, label, amcLabel) => {
    expect(tierLabel(tier)).toBe(label);
    expect(tierAmcLabel(tier)).toBe(amcLabel);
  });
});

describe('warrantyLabel', () => {
  it.each([
    ['IW', null, 'IN WARRANTY'],
    ['OW', null, 'OUT OF WARRANTY'],
    ['OC', 'GOLD', 'AMC EXPIRED'],
    ['IC', 'GOLD', 'GOLD AMC'],
    ['IC', 'VALUE', 'BASE AMC'],
    ['IC', null, 'AMC ACTIVE'],
  ] as const)('%s with plan %s reads %s', (status, tier, label) => {
    expect(warrantyLabel(status, tier)).toBe(label);
  });
});
