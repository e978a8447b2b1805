export { Grid, type GridColumnCount, type GridColumns, type GridProps } from './Grid.tsx';
