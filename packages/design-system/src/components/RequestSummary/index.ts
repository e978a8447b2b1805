export { RequestSummary, type RequestSummaryProps, type RequestSummarySection } from './RequestSummary.tsx';
