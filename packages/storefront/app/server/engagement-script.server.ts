/**
 * The engagement tracker's origin when WEBENGAGE_SCRIPT_URL names WebEngage's script (the same
 * variable commerce-api publishes in /api/env): the page's policy lets it run and call home. Our
 * own stand-in is served from this origin and needs nothing.
 */
export function engagementTrackerOrigins(): string[] {
  const configured = process.env.WEBENGAGE_SCRIPT_URL;
  return configured ? [new URL(configured).origin] : [];
}
