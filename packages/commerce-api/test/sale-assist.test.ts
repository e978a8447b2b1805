import { describe, expect, test } from 'vitest';
import {
  addDays,
  errorAnswerSchema,
  indianDay,
  saleAssistCallSchema,
  saleAssistSlotsSchema,
} from '@nirmal/domain/contract';
import * as z from 'zod/mini';
import { testApi } from './support.ts';

type Api = Awaited<ReturnType<typeof testApi>>;

const slotsOf = async (api: Api) =>
  z
    .object({ data: saleAssistSlotsSchema })
    .parse(await (await api.request('/api/public/sale-assist/get-slots')).json()).data;

const tomorrowOf = (api: Api) => addDays(indianDay(api.clock.now()), 1);

const book = (api: Api, mobile: string, date: string, slot: string, peer?: string) =>
  api.request('/api/public/sale-assist/schedule', {
    json: { name: 'Asha Rao', mobile, interest: 'AIR_PURIFIER', date, slot },
    peer,
  });

const stateOf = async (api: Api, date: string, slot: string) =>
  (await slotsOf(api)).days.find((day) => day.date === date)?.slots.find((option) => option.id === slot);

describe('sale assist call-backs', () => {
  test('offers half-hour times from 10 am to 7 pm on today and the next two days', async () => {
    const api = await testApi();
    const { duration, days } = await slotsOf(api);

    expect(duration).toBe('00:30');
    expect(days.map((day) => day.date)).toEqual(
      [0, 1, 2].map((ahead) => addDays(indianDay(api.clock.now()), ahead)),
    );
    const tomorrow = days[1]?.slots ?? [];
    expect(tomorrow.map((slot) => slot.id)).toHaveLength(18);
    expect(tomorrow[0]).toEqual({
      id: '10:00',
      start: '10:00',
      label: '10:00 AM – 10:30 AM',
      state: 'available',
      remaining: 2,
    });
    expect(tomorrow.at(-1)?.label).toBe('06:30 PM – 07:00 PM');
  });

  test('books a time until its places are taken, then says so', async () => {
    const api = await testApi();
    const tomorrow = tomorrowOf(api);

    const first = await book(api, '+91 98450 12345', tomorrow, '11:00');
    expect(first.status).toBe(200);
    expect(saleAssistCallSchema.parse(((await first.json()) as { data: unknown }).data)).toMatchObject({
      mobile: '9845012345',
      interest: 'AIR_PURIFIER',
      date: tomorrow,
      slot: '11:00',
      slotLabel: '11:00 AM – 11:30 AM',
    });
    expect((await book(api, '9845012346', tomorrow, '11:00')).status).toBe(200);
    expect(await stateOf(api, tomorrow, '11:00')).toMatchObject({ state: 'full', remaining: 0 });

    const third = await book(api, '9845012347', tomorrow, '11:00');
    expect(third.status).toBe(409);
    expect(errorAnswerSchema.parse(await third.json())).toMatchObject({
      code: 'SLOT_TAKEN',
      message: 'That time has just been booked by someone else. Please choose another.',
    });
  });

  test('a number has one call to come: booking again moves it and frees the earlier place', async () => {
    const api = await testApi();
    const tomorrow = tomorrowOf(api);

    await book(api, '9845012345', tomorrow, '12:00');
    expect(await stateOf(api, tomorrow, '12:00')).toMatchObject({ remaining: 1 });
    expect((await book(api, '9845012345', tomorrow, '15:30')).status).toBe(200);

    expect(await stateOf(api, tomorrow, '12:00')).toMatchObject({ state: 'available', remaining: 2 });
    expect(await stateOf(api, tomorrow, '15:30')).toMatchObject({ remaining: 1 });
  });

  test('a full time leaves the number’s earlier call where it was', async () => {
    const api = await testApi();
    const tomorrow = tomorrowOf(api);
    await book(api, '9845012346', tomorrow, '16:00');
    await book(api, '9845012347', tomorrow, '16:00');
    await book(api, '9845012345', tomorrow, '12:00');

    expect((await book(api, '9845012345', tomorrow, '16:00')).status).toBe(409);
    expect(await stateOf(api, tomorrow, '12:00')).toMatchObject({ remaining: 1 });
  });

  test('refuses a time outside the calling hours or days, with a message to choose another', async () => {
    const api = await testApi();
    const tomorrow = tomorrowOf(api);
    for (const [date, slot] of [
      [tomorrow, '09:30'],
      [tomorrow, '19:00'],
      [tomorrow, '10:15'],
      [addDays(tomorrow, 5), '11:00'],
      [addDays(tomorrow, -2), '11:00'],
    ] as const) {
      const response = await book(api, '9845012345', date, slot);
      expect(response.status, `${date} ${slot}`).toBe(409);
      expect(errorAnswerSchema.parse(await response.json()).message).toBe(
        'That time has passed or is outside our calling hours. Please choose another.',
      );
    }
  });

  test('says what is wrong with a name, a number or a topic', async () => {
    const api = await testApi();
    const good = {
      name: 'Asha Rao',
      mobile: '9845012345',
      interest: 'AIR_PURIFIER',
      date: tomorrowOf(api),
      slot: '11:00',
    };
    for (const [wrong, message] of [
      [{ name: '' }, 'Enter your name, in letters.'],
      [{ mobile: '12345' }, 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.'],
      [{ interest: 'TOASTER' }, 'Choose what you would like to talk about.'],
    ] as const) {
      const response = await api.request('/api/public/sale-assist/schedule', { json: { ...good, ...wrong } });
      expect(response.status, message).toBe(400);
      expect(errorAnswerSchema.parse(await response.json()).message).toBe(message);
    }
  });

  test('one connection books at most five calls an hour', async () => {
    const api = await testApi();
    const tomorrow = tomorrowOf(api);
    const times = ['10:00', '10:30', '11:00', '11:30', '12:00'];
    for (const [index, slot] of times.entries())
      expect((await book(api, `984501234${index}`, tomorrow, slot, '192.0.2.50')).status).toBe(200);

    const sixth = await book(api, '9845012349', tomorrow, '12:30', '192.0.2.50');
    expect(sixth.status).toBe(429);
    expect(errorAnswerSchema.parse(await sixth.json()).code).toBe('RATE_LIMITED');
    expect((await book(api, '9845012349', tomorrow, '12:30', '192.0.2.51')).status).toBe(200);
  });
});
