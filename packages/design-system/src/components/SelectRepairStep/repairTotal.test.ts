import { describe, expect, it } from 'vitest';
import { repairTotal, type RepairOption } from './repairTotal.ts';

const options: RepairOption[] = [
  { value: 'MEMBRANE', label: 'Replace RO membrane', servicePrice: 2499 },
  { value: 'FILTER', label: 'Replace sediment filter', servicePrice: 649.5 },
  { value: 'LEAK', label: 'Fix a leak', servicePrice: null },
];

describe('repairTotal', () => {
  it('adds up the known prices of the chosen repairs only', () => {
    expect(repairTotal(options, ['MEMBRANE', 'FILTER'])).toEqual({
      servicePrice: 3148.5,
      hasUnpriced: false,
    });
  });
  it('says when a chosen repair is priced at the visit', () => {
    expect(repairTotal(options, ['MEMBRANE', 'LEAK'])).toEqual({ servicePrice: 2499, hasUnpriced: true });
    expect(repairTotal(options, ['LEAK'])).toEqual({ servicePrice: null, hasUnpriced: true });
  });
  it("counts the visit's own charge in the total, so it equals the price the visit is booked at", () => {
    expect(repairTotal(options, ['FILTER'], 399)).toEqual({ servicePrice: 1048.5, hasUnpriced: false });
    expect(repairTotal(options, ['LEAK'], 399)).toEqual({ servicePrice: 399, hasUnpriced: true });
    expect(repairTotal(options, ['MEMBRANE'], 0)).toEqual({ servicePrice: 2499, hasUnpriced: false });
  });
  it('is empty with nothing chosen', () => {
    expect(repairTotal(options, [])).toEqual({ servicePrice: null, hasUnpriced: false });
  });
});
