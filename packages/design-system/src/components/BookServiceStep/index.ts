export { BookServiceStep, type BookServiceStepProps } from './BookServiceStep.tsx';
export type { BookServiceValue } from './bookService.ts';
