import { useEffect } from 'react';
import { useShellContent } from '../shell/use-shell-content.ts';
import { whenIdle } from '../shell/when-idle.ts';

/**
 * Browser tracing (§7), on only when the public configuration (/api/env, sent with the page) says
 * OTEL_SDK_DISABLED is `false`: the OpenTelemetry SDK (a chunk of its own) is fetched once the
 * browser is idle after the first paint, so off it costs the first load nothing and on it waits for
 * the page. Any failure (the configuration missing, the chunk not loading, spans not accepted) is
 * silent: tracing never changes what a customer sees.
 */
export function BrowserTracing() {
  const tracingOn = useShellContent().publicEnv?.otelSdkDisabled === false;
  useEffect(() => {
    if (!tracingOn) return;
    return whenIdle(() => {
      import('./start-tracing.ts').then(({ startTracing }) => startTracing()).catch(() => {});
    });
  }, [tracingOn]);
  return null;
}
