export { TechnologyTag, type TechnologyTagProps } from './TechnologyTag.tsx';
