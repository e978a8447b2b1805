import { describe, expect, it } from 'vitest';
import {
  maxLatitude,
  moveByPixels,
  normalizeLatLng,
  project,
  roundLatLng,
  tileUrl,
  tilesForView,
  toViewPixels,
  unproject,
} from './mapTiles.ts';

describe('project and unproject', () => {
  it('puts 0,0 in the middle of the world', () => {
    expect(project({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 });
    expect(project({ latitude: 0, longitude: 0 }, 1)).toEqual({ x: 256, y: 256 });
  });

  it('matches the OpenStreetMap tile formula for a known place', () => {
    // India Gate, New Delhi. The OSM wiki's lon/lat to tile numbers, written out independently.
    const latitude = 28.6129;
    const longitude = 77.2295;
    const n = 2 ** 16;
    const rad = (latitude * Math.PI) / 180;
    const tileX = Math.floor(((longitude + 180) / 360) * n);
    const tileY = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
    expect([tileX, tileY]).toEqual([46827, 27328]);
    const point = project({ latitude, longitude }, 16);
    expect(Math.floor(point.x / 256)).toBe(tileX);
    expect(Math.floor(point.y / 256)).toBe(tileY);
  });

  it('round-trips a coordinate', () => {
    const bengaluru = { latitude: 12.9716, longitude: 77.5946 };
    const back = unproject(project(bengaluru, 15), 15);
    expect(back.latitude).toBeCloseTo(bengaluru.latitude, 9);
    expect(back.longitude).toBeCloseTo(bengaluru.longitude, 9);
  });

  it('stops at the Web Mercator edge', () => {
    expect(project({ latitude: 90, longitude: 0 }, 0).y).toBeCloseTo(0, 6);
    expect(unproject({ x: 128, y: 0 }, 0).latitude).toBeCloseTo(maxLatitude, 6);
  });
});

describe('normalizeLatLng and roundLatLng', () => {
  it('wraps longitude and clamps latitude', () => {
    expect(normalizeLatLng({ latitude: 89, longitude: 190 })).toEqual({
      latitude: maxLatitude,
      longitude: -170,
    });
    expect(normalizeLatLng({ latitude: 10, longitude: -190 }).longitude).toBeCloseTo(170, 9);
    expect(normalizeLatLng({ latitude: 10, longitude: 180 }).longitude).toBe(180);
  });
  it('rounds to six decimals', () => {
    expect(roundLatLng({ latitude: 12.97160049, longitude: 77.5946 })).toEqual({
      latitude: 12.9716,
      longitude: 77.5946,
    });
  });
});

describe('moveByPixels', () => {
  it('moves north for negative dy and east for positive dx', () => {
    const from = { latitude: 19.076, longitude: 72.8777 };
    const north = moveByPixels(from, 0, -10, 16);
    const east = moveByPixels(from, 10, 0, 16);
    expect(north.latitude).toBeGreaterThan(from.latitude);
    expect(north.longitude).toBeCloseTo(from.longitude, 9);
    expect(east.longitude).toBeGreaterThan(from.longitude);
    expect(east.latitude).toBeCloseTo(from.latitude, 9);
  });
  it('moves one tile width per 256 pixels at zoom 0', () => {
    expect(moveByPixels({ latitude: 0, longitude: 0 }, 64, 0, 0).longitude).toBeCloseTo(90, 9);
  });
});

describe('tileUrl', () => {
  it('fills the template', () => {
    expect(tileUrl('https://tile.example/{z}/{x}/{y}.png', 16, 46042, 27434)).toBe(
      'https://tile.example/16/46042/27434.png',
    );
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}.png', 1, 0, 1)).toBe(
      'https://b.tile.example/1/0/1.png',
    );
  });
});

describe('tilesForView', () => {
  it('covers the view with the tiles around the centre', () => {
    // The world at zoom 1 is 512 px; a 512 × 512 view centred on 0,0 shows all four tiles.
    const tiles = tilesForView('{z}/{x}/{y}', { latitude: 0, longitude: 0 }, 1, 512, 512);
    expect(tiles.map((tile) => tile.url).sort()).toEqual(['1/0/0', '1/0/1', '1/1/0', '1/1/1']);
    expect(tiles.find((tile) => tile.url === '1/0/0')).toMatchObject({ left: 0, top: 0 });
    expect(tiles.find((tile) => tile.url === '1/1/1')).toMatchObject({ left: 256, top: 256 });
  });

  it('offsets tiles when the centre is inside a tile', () => {
    const tiles = tilesForView('{z}/{x}/{y}', { latitude: 0, longitude: 0 }, 1, 100, 100);
    expect(tiles).toHaveLength(4);
    expect(tiles.find((tile) => tile.url === '1/0/0')).toMatchObject({ left: -206, top: -206 });
  });

  it('wraps columns across the antimeridian and drops rows past the poles', () => {
    const tiles = tilesForView('{z}/{x}/{y}', { latitude: 0, longitude: 180 }, 1, 200, 1200);
    expect(new Set(tiles.map((tile) => tile.x))).toEqual(new Set([0, 1]));
    expect(tiles.every((tile) => tile.y >= 0 && tile.y <= 1)).toBe(true);
  });
});

describe('toViewPixels', () => {
  it('puts the centre in the middle of the view', () => {
    const center = { latitude: 12.97, longitude: 77.59 };
    expect(toViewPixels(center, center, 16, 300, 200)).toEqual({ x: 150, y: 100 });
  });
  it('takes the short way round the antimeridian', () => {
    const view = toViewPixels(
      { latitude: 0, longitude: -179.9 },
      { latitude: 0, longitude: 179.9 },
      10,
      400,
      400,
    );
    expect(view.x).toBeGreaterThan(200);
    expect(view.x).toBeLessThan(400);
  });
});
