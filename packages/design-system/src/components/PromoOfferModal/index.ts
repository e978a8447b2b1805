export { PromoOfferModal, type PromoOfferModalProps } from './PromoOfferModal.tsx';
