export { StatusTracker, type StatusTrackerProps, type StatusTrackerStepData } from './StatusTracker.tsx';
export type { StepStatus } from './stepStatus.ts';
