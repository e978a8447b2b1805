import { describe, expect, test } from 'vitest';
import { airQualitySchema, errorAnswerSchema } from '@nirmal/domain/contract';
import * as z from 'zod/mini';
import { testApi } from './support.ts';

describe('air quality (/api/public/aqi/)', () => {
  test('gives a served city’s latest reading, whatever the letter case of its name', async () => {
    const api = await testApi();
    const answer = z
      .object({ data: airQualitySchema })
      .parse(await (await api.request('/api/public/aqi/?city=delhi')).json());

    expect(answer.data).toMatchObject({ city: 'Delhi', dominantPollutant: 'PM2.5' });
    expect(answer.data.aqi).toBeGreaterThan(200);
    expect(Date.parse(answer.data.observedAt)).toBeLessThan(api.clock.now().getTime());
  });

  test('the readings differ by city as the air does: the north’s winter smog, the south’s cleaner air', async () => {
    const api = await testApi();
    const aqiOf = async (city: string) =>
      z
        .object({ data: airQualitySchema })
        .parse(await (await api.request(`/api/public/aqi/?city=${city}`)).json()).data.aqi;
    expect(await aqiOf('Delhi')).toBeGreaterThan(await aqiOf('Mumbai'));
    expect(await aqiOf('Mumbai')).toBeGreaterThan(await aqiOf('Bengaluru'));
  });

  test('a city without readings is a 404, and no city a 400', async () => {
    const api = await testApi();
    const unknown = await api.request('/api/public/aqi/?city=Shimla');
    expect(unknown.status).toBe(404);
    expect(errorAnswerSchema.parse(await unknown.json()).message).toBe(
      'We have no air-quality reading for this city.',
    );
    expect((await api.request('/api/public/aqi/?city=%20')).status).toBe(400);
  });
});
