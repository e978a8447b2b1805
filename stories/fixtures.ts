// Illustrative data for stories: a purifier picture that needs no network, and seed-like devices.
const purifierSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect x="18" y="6" width="28" height="52" rx="6" fill="#e8f1fb" stroke="#0b57a4" stroke-width="2"/><rect x="24" y="14" width="16" height="8" rx="2" fill="#0b57a4"/><path d="M32 30s-6 6.5-6 10.5a6 6 0 0 0 12 0C38 36.5 32 30 32 30z" fill="#0c6764"/></svg>`;

export const purifierImage = `data:image/svg+xml,${encodeURIComponent(purifierSvg)}`;
