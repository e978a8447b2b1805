/**
 * Where a collector takes OTLP/HTTP traces: `/v1/traces` under its base address. A file of its own,
 * so that what relays spans there does not load the SDK.
 */
export const collectorTracesUrl = (collector: URL) => `${collector.href.replace(/\/$/, '')}/v1/traces`;
