// When the shell shows the air-quality bar (§2 overlays, §3 flags).

export interface AirQualityBarContext {
  /** The isAQIEnabled feature flag. */
  isAQIEnabled: boolean;
  isFlutterClient: boolean;
  /** The visitor's city, as detected; null when unknown. */
  city: string | null;
}

/** The city whose air quality the bar shows, or null when it is not shown: flag off, the app's webview, no city. */
export function airQualityBarCity({
  isAQIEnabled,
  isFlutterClient,
  city,
}: AirQualityBarContext): string | null {
  return isAQIEnabled && !isFlutterClient && city ? city : null;
}
