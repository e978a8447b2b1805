export { PromotionBadges, type PromotionBadgesProps } from './PromotionBadges.tsx';
