export { SelectRepairStep, type RepairSelection, type SelectRepairStepProps } from './SelectRepairStep.tsx';
export type { RepairOption } from './repairTotal.ts';
