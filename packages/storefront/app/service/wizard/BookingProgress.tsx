import { WizardProgress } from '@nirmal/design-system';
import type { ServiceStep } from '@nirmal/domain';

/** What each step is called in the progress bar. */
const STEP_LABELS: Record<ServiceStep, string> = {
  'pending-requests': 'Your requests',
  'book-service': 'Choose a service',
  'reinstall-form': 'New address',
  'select-repair': 'Select repair',
  'book-slot': 'Book a slot',
  'request-summary': 'Summary',
  'booking-success': 'Booked',
  'map-locator': 'Pin on map',
};

/** Where the customer is on the path of their kind of visit; the map locator counts as the step that opened it. */
export function BookingProgress({ path, current }: { path: readonly ServiceStep[]; current: ServiceStep }) {
  return (
    <WizardProgress
      label="Booking progress"
      steps={path.map((step) => ({ id: step, label: STEP_LABELS[step] }))}
      currentIndex={Math.max(path.indexOf(current), 0)}
    />
  );
}
