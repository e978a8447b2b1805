import { ProductError } from '@nirmal/domain';
import { describe, expect, it } from 'vitest';
import { browserFor, failureOf, useCommerceApi } from './support.ts';

const api = useCommerceApi();

describe('sale assist (/api/public/sale-assist)', () => {
  it('books the first free time of tomorrow for a visitor, who reads when the call will be', async () => {
    const { saleAssist } = browserFor(api());

    const { duration, days } = await saleAssist.slots();
    const tomorrow = days[1];
    const free = tomorrow?.slots.find((slot) => slot.state === 'available');
    expect(duration).toBe('00:30');
    expect(free).toBeDefined();

    const call = await saleAssist.schedule({
      name: 'Meera Iyer',
      mobile: '98450 22222',
      interest: 'WATER_PURIFIER',
      date: tomorrow?.date ?? '',
      slot: free?.id ?? '',
    });

    expect(call).toMatchObject({ mobile: '9845022222', date: tomorrow?.date, slot: free?.id });
    expect(call.callId).toMatch(/^SA-/);
    const after = (await saleAssist.slots()).days[1]?.slots.find((slot) => slot.id === free?.id);
    expect(after?.remaining).toBe((free?.remaining ?? 0) - 1);
  });

  it('a refusal is a product error carrying the server’s sentence and code', async () => {
    const { saleAssist } = browserFor(api());
    const [today] = (await saleAssist.slots()).days;

    const error = await failureOf(
      saleAssist.schedule({
        name: 'Meera Iyer',
        mobile: '9845022222',
        interest: 'AIR_PURIFIER',
        date: today?.date ?? '',
        slot: '08:00',
      }),
    );

    expect(error).toBeInstanceOf(ProductError);
    expect((error as ProductError).code).toBe('SLOT_NOT_BOOKABLE');
    expect((error as ProductError).message).toBe(
      'That time has passed or is outside our calling hours. Please choose another.',
    );
  });
});
