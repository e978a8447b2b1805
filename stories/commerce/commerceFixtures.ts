// Illustrative pictures for the commerce stories: inline SVG data URIs, so stories need no network
// and screenshots stay the same.
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`)}`;

export const purifierFront = svg(
  '<rect width="64" height="64" fill="#f4f7fa"/><rect x="18" y="6" width="28" height="52" rx="6" fill="#e8f1fb" stroke="#0b57a4" stroke-width="2"/><rect x="24" y="14" width="16" height="8" rx="2" fill="#0b57a4"/><path d="M32 30s-6 6.5-6 10.5a6 6 0 0 0 12 0C38 36.5 32 30 32 30z" fill="#0c6764"/>',
);
export const purifierSide = svg(
  '<rect width="64" height="64" fill="#e3f5f4"/><rect x="24" y="6" width="16" height="52" rx="4" fill="#ffffff" stroke="#0c6764" stroke-width="2"/><rect x="28" y="14" width="8" height="6" rx="1" fill="#0c6764"/>',
);
export const purifierTap = svg(
  '<rect width="64" height="64" fill="#fff3dd"/><path d="M14 26h26v8H22v6h-8z" fill="#8a4b00"/><path d="M18 46s-3 4-3 6a3 3 0 0 0 6 0c0-2-3-6-3-6z" fill="#0b57a4"/>',
);
export const purifierFilters = svg(
  '<rect width="64" height="64" fill="#efedf8"/><rect x="12" y="14" width="10" height="36" rx="3" fill="#4a3f8c"/><rect x="27" y="14" width="10" height="36" rx="3" fill="#0b57a4"/><rect x="42" y="14" width="10" height="36" rx="3" fill="#0c6764"/>',
);
export const airPurifier = svg(
  '<rect width="64" height="64" fill="#f4f7fa"/><rect x="16" y="10" width="32" height="46" rx="8" fill="#ffffff" stroke="#2c3742" stroke-width="2"/><circle cx="32" cy="26" r="9" fill="none" stroke="#0b57a4" stroke-width="2"/><path d="M22 44h20M22 49h20" stroke="#7b8794" stroke-width="2"/>',
);
export const vacuumCleaner = svg(
  '<rect width="64" height="64" fill="#f4f7fa"/><circle cx="32" cy="36" r="20" fill="#ffffff" stroke="#2c3742" stroke-width="2"/><circle cx="32" cy="36" r="6" fill="#0c6764"/>',
);

export const galleryImages = [
  { src: purifierFront, alt: 'Nirmal Aqua RO+UV, front view' },
  { src: purifierSide, alt: 'Side view showing the slim 12 cm depth' },
  { src: purifierTap, alt: 'Close-up of the dispensing tap' },
  { src: purifierFilters, alt: 'The three filter cartridges: sediment, RO membrane and UV' },
];
