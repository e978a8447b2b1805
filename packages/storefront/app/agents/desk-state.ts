import { tierSchema } from '@nirmal/domain/contract';
import type { Tier } from '@nirmal/domain/contract';

/**
 * Where a staff member is on an agent page, kept in its address so every step is a plain link or
 * GET form that works before JavaScript, and a reload or the back button keeps it: the look-up
 * typed, the device and tier chosen for a plan, the request chosen for a service charge, and the
 * link just created.
 */
export interface DeskState {
  q: string;
  device: string | null;
  tier: Tier | null;
  request: string | null;
  link: string | null;
}

const param = (url: URL, name: string) => url.searchParams.get(name)?.trim() || null;

export function readDeskState(url: URL): DeskState {
  const tier = tierSchema.safeParse(url.searchParams.get('tier'));
  return {
    q: param(url, 'q') ?? '',
    device: param(url, 'device'),
    tier: tier.success ? tier.data : null,
    request: param(url, 'request'),
    link: param(url, 'link'),
  };
}

/**
 * The ids of the forms the device list leads to: a choice lands on its form, which on a phone sits
 * below every device, far from the button pressed.
 */
export const DESK_FORMS = { plan: 'plan-link', charge: 'charge-link' } as const;

/** The agent page at `pagePath` in the given state, at one of its forms; what is not given is left out. */
export function deskHref(
  pagePath: string,
  state: Partial<DeskState>,
  form?: (typeof DESK_FORMS)[keyof typeof DESK_FORMS],
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(state)) if (value) search.set(name, value);
  const query = search.toString();
  return `${query ? `${pagePath}?${query}` : pagePath}${form ? `#${form}` : ''}`;
}
