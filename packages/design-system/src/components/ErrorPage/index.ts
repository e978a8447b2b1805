export { ErrorPage, type ErrorPageProps, type ErrorPageVariant } from './ErrorPage.tsx';
