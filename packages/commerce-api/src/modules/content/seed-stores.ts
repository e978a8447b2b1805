import type { Store } from '@nirmal/domain/contract';

/** Our stores, for the store list (`/cms/get-efl-locations`). */
export const stores: Store[] = [
  {
    id: 1,
    name: 'Nirmal Experience Centre, Indiranagar',
    city: 'Bengaluru',
    addressLines: ['12, 100 Feet Road, HAL 2nd Stage', 'Indiranagar'],
    pincode: '560038',
    phone: '+91 80691 51515',
    openingHours: '10 am to 9 pm, every day',
  },
  {
    id: 2,
    name: 'Nirmal Store, Jayanagar',
    city: 'Bengaluru',
    addressLines: ['45, 11th Main Road, 4th Block', 'Jayanagar'],
    pincode: '560011',
    phone: '+91 80691 51515',
    openingHours: '10 am to 8 pm, closed on Tuesdays',
  },
  {
    id: 3,
    name: 'Nirmal Store, Lajpat Nagar',
    city: 'Delhi',
    addressLines: ['B-17, Central Market', 'Lajpat Nagar II'],
    pincode: '110024',
    phone: '+91 80691 51515',
    openingHours: '11 am to 9 pm, closed on Mondays',
  },
  {
    id: 4,
    name: 'Nirmal Store, Andheri West',
    city: 'Mumbai',
    addressLines: ['Shop 6, Sun Plaza, Link Road', 'Andheri West'],
    pincode: '400053',
    phone: '+91 80691 51515',
    openingHours: '10 am to 9 pm, every day',
  },
  {
    id: 5,
    name: 'Nirmal Store, T. Nagar',
    city: 'Chennai',
    addressLines: ['28, Usman Road', 'T. Nagar'],
    pincode: '600017',
    phone: '+91 80691 51515',
    openingHours: '10 am to 8:30 pm, every day',
  },
];
