export { PlanComparison, type PlanBenefitRow, type PlanComparisonProps } from './PlanComparison.tsx';
