import { indiaDay } from '@nirmal/domain';
import type { ServiceRequestDetails } from '@nirmal/domain/contract';

/**
 * A request's timeline as the StatusTracker's steps: those done with their day in India (an event
 * after 18:30 UTC is already the next day there), then those to come; the current one is the first
 * to come.
 */
export function trackerSteps(request: Pick<ServiceRequestDetails, 'timeline'>) {
  const steps = request.timeline.map((event, index) => ({
    id: `${event.step}-${index}`,
    label: event.label,
    description: event.note ?? undefined,
    date: event.at === null ? undefined : indiaDay(event.at),
  }));
  const next = request.timeline.findIndex((event) => event.at === null);
  return { steps, currentIndex: next === -1 ? steps.length : next };
}
