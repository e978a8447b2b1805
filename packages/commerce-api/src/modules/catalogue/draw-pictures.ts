/**
 * Draws the catalogue's product pictures into the storefront's public folder: one SVG per kind of
 * appliance and colour the seed uses. Run again after changing the seed's products:
 * `node packages/commerce-api/src/modules/catalogue/draw-pictures.ts`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Colour, PictureKind } from '../../seed-data/catalogue.ts';
import { picturePath, seedProducts } from '../../seed-data/products.ts';

const publicFolder = join(import.meta.dirname, '../../../../storefront/public');

/** Body, shade and trim of each colour; the accent is Nirmal's teal on every picture. */
const palette: Record<Colour, { body: string; shade: string; trim: string }> = {
  white: { body: '#ffffff', shade: '#dfe7ea', trim: '#0f7a6c' },
  black: { body: '#2b3036', shade: '#1b1f24', trim: '#5cc4b2' },
  copper: { body: '#c8794a', shade: '#9c5631', trim: '#fbe3cf' },
  grey: { body: '#8a96a3', shade: '#66727f', trim: '#e8eef2' },
  blue: { body: '#2f6fb3', shade: '#1f4f84', trim: '#d7e8f8' },
  red: { body: '#c8403a', shade: '#982b27', trim: '#fbe0de' },
};

const ACCENT = '#5cc4b2';
const BACKDROP = '#eef6f5';

type Colours = (typeof palette)[Colour];

const drawings: Record<PictureKind, (c: Colours) => string> = {
  ro: (c) => `
<rect x="52" y="28" width="96" height="138" rx="16" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>
<rect x="66" y="44" width="68" height="16" rx="8" fill="${c.trim}"/>
<rect x="66" y="72" width="14" height="66" rx="7" fill="${ACCENT}" opacity=".45"/>
<rect x="93" y="72" width="14" height="66" rx="7" fill="${ACCENT}" opacity=".7"/>
<rect x="120" y="72" width="14" height="66" rx="7" fill="${ACCENT}"/>
<path d="M148 104h14v12h-6v10" fill="none" stroke="${c.shade}" stroke-width="4" stroke-linecap="round"/>
<path d="M156 134c-3 4-5 7-5 9a5 5 0 0 0 10 0c0-2-2-5-5-9z" fill="${ACCENT}"/>`,
  uv: (c) => `
<rect x="58" y="30" width="84" height="132" rx="42" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>
<circle cx="100" cy="78" r="22" fill="${c.trim}"/>
<circle cx="100" cy="78" r="10" fill="#8f7cf0"/>
<rect x="80" y="118" width="40" height="8" rx="4" fill="${c.shade}"/>
<path d="M142 112h14v12h-6v10" fill="none" stroke="${c.shade}" stroke-width="4" stroke-linecap="round"/>
<path d="M150 140c-3 4-5 7-5 9a5 5 0 0 0 10 0c0-2-2-5-5-9z" fill="${ACCENT}"/>`,
  'ro-uv': (c) => `
<rect x="50" y="26" width="100" height="142" rx="18" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>
<rect x="64" y="42" width="72" height="40" rx="10" fill="${c.trim}"/>
<circle cx="100" cy="62" r="10" fill="#8f7cf0"/>
<rect x="64" y="94" width="72" height="56" rx="10" fill="${ACCENT}" opacity=".35"/>
<path d="M64 122q18-10 36 0t36 0v18a10 10 0 0 1-10 10h-52a10 10 0 0 1-10-10z" fill="${ACCENT}"/>
<path d="M150 100h12v12h-5v10" fill="none" stroke="${c.shade}" stroke-width="4" stroke-linecap="round"/>`,
  'under-sink': (c) => `
<rect x="28" y="112" width="144" height="10" rx="3" fill="#c9d3d8"/>
<path d="M100 112V60q0-14 16-14h16v12" fill="none" stroke="#9aa7ae" stroke-width="6" stroke-linecap="round"/>
<path d="M132 72c-3 4-5 7-5 9a5 5 0 0 0 10 0c0-2-2-5-5-9z" fill="${ACCENT}"/>
<rect x="56" y="130" width="88" height="48" rx="10" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>
<rect x="68" y="140" width="16" height="30" rx="8" fill="${ACCENT}" opacity=".6"/>
<rect x="92" y="140" width="16" height="30" rx="8" fill="${ACCENT}"/>
<rect x="116" y="140" width="16" height="30" rx="8" fill="${c.trim}"/>`,
  'air-tower': (c) => `
<rect x="62" y="20" width="76" height="156" rx="22" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>
<circle cx="100" cy="54" r="20" fill="${c.trim}"/>
<circle cx="100" cy="54" r="8" fill="${ACCENT}"/>
<g stroke="${c.shade}" stroke-width="3" stroke-linecap="round">
<path d="M78 96h44M78 108h44M78 120h44M78 132h44M78 144h44"/></g>
<path d="M150 40q10 10 0 20M160 34q14 16 0 32" fill="none" stroke="${ACCENT}" stroke-width="3" stroke-linecap="round"/>`,
  'air-compact': (c) => `
<rect x="54" y="54" width="92" height="112" rx="30" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>
<circle cx="100" cy="102" r="30" fill="${c.trim}"/>
<circle cx="100" cy="102" r="18" fill="none" stroke="${c.shade}" stroke-width="3"/>
<circle cx="100" cy="102" r="6" fill="${ACCENT}"/>
<path d="M86 42q14-12 28 0M78 30q22-18 44 0" fill="none" stroke="${ACCENT}" stroke-width="3" stroke-linecap="round"/>`,
  robot: (c) => `
<ellipse cx="100" cy="150" rx="74" ry="12" fill="#d5e2e0"/>
<circle cx="100" cy="100" r="66" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>
<circle cx="100" cy="100" r="44" fill="none" stroke="${c.shade}" stroke-width="2" opacity=".5"/>
<circle cx="100" cy="74" r="14" fill="${c.trim}"/>
<circle cx="100" cy="74" r="5" fill="${ACCENT}"/>
<rect x="84" y="110" width="32" height="8" rx="4" fill="${ACCENT}"/>`,
  handheld: (c) => `
<path d="M40 150l70-70" stroke="#9aa7ae" stroke-width="10" stroke-linecap="round"/>
<path d="M26 160h36" stroke="${c.shade}" stroke-width="10" stroke-linecap="round"/>
<rect x="98" y="40" width="70" height="52" rx="20" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>
<rect x="110" y="52" width="28" height="28" rx="10" fill="${ACCENT}" opacity=".6"/>
<path d="M150 92v40a8 8 0 0 0 16 0V84" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>`,
  'wet-dry': (c) => `
<ellipse cx="94" cy="164" rx="60" ry="8" fill="#d5e2e0"/>
<rect x="44" y="70" width="100" height="90" rx="18" fill="#c9d3d8" stroke="#9aa7ae" stroke-width="3"/>
<rect x="40" y="48" width="108" height="32" rx="14" fill="${c.body}" stroke="${c.shade}" stroke-width="3"/>
<rect x="80" y="36" width="28" height="14" rx="6" fill="${c.shade}"/>
<path d="M148 64q30 0 30 40v50" fill="none" stroke="${c.shade}" stroke-width="7" stroke-linecap="round"/>
<circle cx="94" cy="64" r="6" fill="${ACCENT}"/>`,
};

/** One picture: the drawing on a soft backdrop, its name given to assistive technology by the page. */
export function drawPicture(kind: PictureKind, colour: Colour): string {
  const body = drawings[kind](palette[colour]).trim().replace(/\n\s*/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" rx="24" fill="${BACKDROP}"/>${body}</svg>\n`;
}

if (import.meta.main) {
  const pictures = new Map(
    seedProducts.map(({ picture, colour }) => [picturePath(picture, colour), drawPicture(picture, colour)]),
  );
  await mkdir(join(publicFolder, 'images/products'), { recursive: true });
  for (const [path, svg] of pictures) await writeFile(join(publicFolder, path), svg);
  console.log(`Drew ${pictures.size} pictures into ${join(publicFolder, 'images/products')}`);
}
