import { fileURLToPath } from 'node:url';
import { upstreamTimeoutMs } from '../app/server/upstream-policy.server.ts';

/** Where server tracing sends its spans (and the browser's, relayed) and the service they name. */
export interface TracingConfig {
  /** The OTLP/HTTP collector's base address (OTEL_EXPORTER_OTLP_ENDPOINT). */
  collector: URL;
  /** `service.name` of the server's spans (OTEL_SERVICE_NAME). */
  serviceName: string;
}

export interface ServerConfig {
  port: number;
  apiBase: URL;
  cmsBase: URL;
  /** How long one call to commerce-api or the content service may take (API_TIMEOUT_MS). */
  apiTimeoutMs: number;
  /** Whether a proxy in front of us may be believed about the client's address, scheme and host. */
  trustProxy: boolean;
  /** The origin customers reach the storefront at: only its pages are shared between visitors. */
  publicOrigin: string;
  clientDir: string;
  serverBuildFile: string;
  production: boolean;
  /** How long a page rendered for a visitor nobody knows is served again to the next (0: never). */
  sharedPageSeconds: number;
  /** How long requests in flight may take to finish once SIGTERM arrives (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /** Pages rendered at once (MAX_RENDERS_IN_FLIGHT); the others wait their turn. */
  maxRendersInFlight: number;
  /** How long a page waits for its turn before it is answered 503, busy (RENDER_QUEUE_TIMEOUT_MS). */
  renderQueueTimeoutMs: number;
  /** Tracing, on only when OTEL_SDK_DISABLED is exactly `false` (§7); undefined when off. */
  tracing: TracingConfig | undefined;
}

function baseUrl(name: string, value: string): URL {
  try {
    return new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL such as http://localhost:4000 (got "${value}").`);
  }
}

function seconds(name: string, value: string | undefined, fallback: number, unit = 'seconds'): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number of ${unit}, 0 or more (got "${value}").`);
  }
  return parsed;
}

function atLeastOne(name: string, value: string | undefined, fallback: number): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new Error(`${name} must be a whole number, 1 or more (got "${value}").`);
  }
  return parsed;
}

function port(value: string | undefined): number {
  const parsed = Number(value ?? 3000);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`STOREFRONT_PORT must be a port number (got "${value}").`);
  }
  return parsed;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const apiBase = env.API_BASE_URL ?? 'http://localhost:4000';
  const storefrontPort = port(env.STOREFRONT_PORT);
  const otlpEndpoint = baseUrl(
    'OTEL_EXPORTER_OTLP_ENDPOINT',
    env.OTEL_EXPORTER_OTLP_ENDPOINT ?? 'http://localhost:4318',
  );
  return {
    port: storefrontPort,
    apiBase: baseUrl('API_BASE_URL', apiBase),
    cmsBase: baseUrl('CMS_BASE_URL', env.CMS_BASE_URL ?? apiBase),
    apiTimeoutMs: upstreamTimeoutMs(env.API_TIMEOUT_MS),
    trustProxy: env.TRUST_PROXY === 'true',
    publicOrigin: baseUrl('STOREFRONT_URL', env.STOREFRONT_URL ?? `http://localhost:${storefrontPort}`)
      .origin,
    clientDir: fileURLToPath(new URL('../build/client', import.meta.url)),
    serverBuildFile: fileURLToPath(new URL('../build/server/index.js', import.meta.url)),
    production: env.NODE_ENV === 'production',
    sharedPageSeconds: seconds('SHARED_PAGE_SECONDS', env.SHARED_PAGE_SECONDS, 30),
    shutdownTimeoutMs: seconds('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000, 'milliseconds'),
    maxRendersInFlight: atLeastOne('MAX_RENDERS_IN_FLIGHT', env.MAX_RENDERS_IN_FLIGHT, 16),
    renderQueueTimeoutMs: seconds(
      'RENDER_QUEUE_TIMEOUT_MS',
      env.RENDER_QUEUE_TIMEOUT_MS,
      5_000,
      'milliseconds',
    ),
    tracing:
      env.OTEL_SDK_DISABLED === 'false'
        ? { collector: otlpEndpoint, serviceName: env.OTEL_SERVICE_NAME || 'nirmal-storefront' }
        : undefined,
  };
}
