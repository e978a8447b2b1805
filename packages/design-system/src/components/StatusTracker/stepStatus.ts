export type StepStatus = 'done' | 'current' | 'upcoming';

/**
 * Status of each of `count` steps when `currentIndex` is the step in progress: those before it are
 * done, those after it upcoming. An index at or past the end means every step is done.
 */
export function stepStatuses(count: number, currentIndex: number): StepStatus[] {
  return Array.from({ length: count }, (_, index) =>
    index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming',
  );
}
