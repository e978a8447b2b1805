import { describe, expect, it } from 'vitest';
import { readConfig } from '../server/config.ts';

describe('readConfig', () => {
  it('shares pages for 30 seconds unless SHARED_PAGE_SECONDS says otherwise, 0 meaning never', () => {
    expect(readConfig({}).sharedPageSeconds).toBe(30);
    expect(readConfig({ SHARED_PAGE_SECONDS: '0' }).sharedPageSeconds).toBe(0);
    expect(readConfig({ SHARED_PAGE_SECONDS: '120' }).sharedPageSeconds).toBe(120);
  });

  it('refuses a SHARED_PAGE_SECONDS that is not a whole number of seconds, saying what it got', () => {
    for (const value of ['half a minute', '-1', '1.5']) {
      expect(() => readConfig({ SHARED_PAGE_SECONDS: value })).toThrow(
        `SHARED_PAGE_SECONDS must be a whole number of seconds, 0 or more (got "${value}").`,
      );
    }
  });

  it('renders 16 pages at once, each waiting at most 5 s for its turn, unless MAX_RENDERS_IN_FLIGHT and RENDER_QUEUE_TIMEOUT_MS say otherwise', () => {
    expect(readConfig({})).toMatchObject({ maxRendersInFlight: 16, renderQueueTimeoutMs: 5_000 });
    expect(readConfig({ MAX_RENDERS_IN_FLIGHT: '4', RENDER_QUEUE_TIMEOUT_MS: '0' })).toMatchObject({
      maxRendersInFlight: 4,
      renderQueueTimeoutMs: 0,
    });
    expect(() => readConfig({ MAX_RENDERS_IN_FLIGHT: '0' })).toThrow(
      'MAX_RENDERS_IN_FLIGHT must be a whole number, 1 or more (got "0").',
    );
  });

  it('gives a call to the services API_TIMEOUT_MS, 5 s unless set, and refuses a wrong one at start', () => {
    expect(readConfig({}).apiTimeoutMs).toBe(5_000);
    expect(readConfig({ API_TIMEOUT_MS: '1500' }).apiTimeoutMs).toBe(1_500);
    expect(() => readConfig({ API_TIMEOUT_MS: 'soon' })).toThrow(
      'API_TIMEOUT_MS must be a whole number of milliseconds above 0 (got "soon").',
    );
  });

  it('shares pages only of STOREFRONT_URL, by default the local address of its own port', () => {
    expect(readConfig({}).publicOrigin).toBe('http://localhost:3000');
    expect(readConfig({ STOREFRONT_PORT: '3100' }).publicOrigin).toBe('http://localhost:3100');
    expect(readConfig({ STOREFRONT_URL: 'https://WWW.nirmal.in:443/' }).publicOrigin).toBe(
      'https://www.nirmal.in',
    );
    expect(() => readConfig({ STOREFRONT_URL: 'www.nirmal.in' })).toThrow(
      'STOREFRONT_URL must be an absolute URL such as http://localhost:4000 (got "www.nirmal.in").',
    );
  });
  it('traces only when OTEL_SDK_DISABLED is exactly false, to OTEL_EXPORTER_OTLP_ENDPOINT or the OTLP default, and refuses a wrong one either way', () => {
    for (const value of [undefined, 'true', 'FALSE', '0']) {
      expect(readConfig({ OTEL_SDK_DISABLED: value }).tracing).toBeUndefined();
    }
    expect(readConfig({ OTEL_SDK_DISABLED: 'false' }).tracing).toEqual({
      collector: new URL('http://localhost:4318'),
      serviceName: 'nirmal-storefront',
    });
    expect(
      readConfig({
        OTEL_SDK_DISABLED: 'false',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://jaeger:4318',
        OTEL_SERVICE_NAME: 'storefront-mumbai',
      }).tracing,
    ).toEqual({ collector: new URL('http://jaeger:4318'), serviceName: 'storefront-mumbai' });
    expect(() => readConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: '//jaeger:4318' })).toThrow(
      'OTEL_EXPORTER_OTLP_ENDPOINT must be an absolute URL',
    );
  });
});
