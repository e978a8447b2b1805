import type { Module } from '../../modules/module.ts';
import { productOfferRoutes } from './routes.ts';

/**
 * A product's buy box before a pincode: its price (catalogue) in no-cost EMI as checkout offers it
 * (the checkout flow's promotions), and the delivery time across the pincodes hubs serve (catalogue).
 */
export const productOffersFlow: Module = { name: 'product-offers', routes: productOfferRoutes };
