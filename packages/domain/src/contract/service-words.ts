// The words and rules of service visits that the wizard's store and pages use in the browser,
// without the schemas: those load only with the clients (as checkout-messages.ts does for checkout).
import type { BookingEligibility } from './service.ts';

/** What a customer books themselves (an installation is booked with the purchase; the free service is PERIODIC_SERVICE). */
export const BOOKABLE_SERVICE_TYPES = ['REPAIR', 'REINSTALL', 'UNINSTALL', 'PERIODIC_SERVICE'] as const;

/** §3 serviceDuration, §9: a visit's slot lasts one hour. */
export const DEFAULT_SERVICE_DURATION = '01:00';

/** Why a customer reschedules a visit (`/api/slot/dispositions`). */
export const RESCHEDULE_DISPOSITIONS = {
  NOT_AT_HOME: 'I will not be at home then',
  PREFER_ANOTHER_TIME: 'Another time suits me better',
  TECHNICIAN_ASKED: 'The technician asked me to',
  OTHER: 'Another reason',
} as const;
/** Why a customer cancels a visit. */
export const CANCEL_DISPOSITIONS = {
  ISSUE_RESOLVED: 'The problem went away',
  BOOKED_BY_MISTAKE: 'I booked it by mistake',
  NOT_AVAILABLE: 'I will not be available',
  TOO_EXPENSIVE: 'The visit costs too much',
  OTHER: 'Another reason',
} as const;
export type RescheduleDisposition = keyof typeof RESCHEDULE_DISPOSITIONS;
export type CancelDisposition = keyof typeof CANCEL_DISPOSITIONS;

/** One line of a visit's price: its visit charge, or a repair chosen. */
export interface ServicePriceLine {
  label: string;
  pricePaise: number;
}

export const VISIT_CHARGE_LABEL = 'Visit charge';

/** What a visit's price is made of: the visit charge (nothing when covered), then each repair chosen. */
export function servicePriceLines(
  eligibility: Pick<BookingEligibility, 'servicePricePaise' | 'repairs'>,
  chosenRepairCodes: readonly string[],
): ServicePriceLine[] {
  return [
    { label: VISIT_CHARGE_LABEL, pricePaise: eligibility.servicePricePaise ?? 0 },
    ...eligibility.repairs
      .filter((repair) => chosenRepairCodes.includes(repair.code))
      .map(({ label, pricePaise }) => ({ label, pricePaise })),
  ];
}

/**
 * What a visit costs as the summary shows it: its price lines added up. The server prices a
 * booking with this same rule.
 */
export function servicePriceOf(
  eligibility: Pick<BookingEligibility, 'servicePricePaise' | 'repairs'>,
  chosenRepairCodes: readonly string[],
): number {
  return servicePriceLines(eligibility, chosenRepairCodes).reduce((sum, line) => sum + line.pricePaise, 0);
}
