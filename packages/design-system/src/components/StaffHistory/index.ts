export { StaffHistory, type StaffHistoryEntry, type StaffHistoryProps } from './StaffHistory.tsx';
