export { Hero, type HeroProductItem, type HeroProps } from './Hero.tsx';
