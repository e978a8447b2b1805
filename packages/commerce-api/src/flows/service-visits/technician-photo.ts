/**
 * A technician's photo until the field-service system sends real ones: their initials on a
 * coloured disc, an SVG the browser caches. Names are escaped: they are the system's data.
 */
export function initialsPortrait(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
    .replace(/[^A-Z]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="${initials}"><circle cx="48" cy="48" r="48" fill="#0b5fad"/><text x="48" y="58" font-family="sans-serif" font-size="32" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}
