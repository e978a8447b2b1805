export { RatingSummary, type RatingSummaryProps, type StarHistogram } from './RatingSummary.tsx';
