import type { City, Link, Store } from '@nirmal/domain/contract';

let nextLinkId = 700;
/** A device on display, linked to its product page. */
const device = (label: string, slug: string): Link => ({ id: nextLinkId++, label, href: `/dp/${slug}` });

const aquaRoUv = device('Nirmal Aqua RO+UV Water Purifier', 'aqua-ro-uv-water-purifier-white');
const aquaSupreme = device('Nirmal Aqua Supreme RO+UV+UF', 'aqua-supreme-ro-uv-uf-copper');
const underSink = device('Nirmal UnderSink RO+UV 12 L', 'undersink-ro-uv-12-l');
const pureUv = device('Nirmal Pure UV', 'pure-uv');
const airPure300 = device('Nirmal AirPure 300 Air Purifier', 'airpure-300-air-purifier-white');
const airPure700 = device('Nirmal AirPure 700 Smart', 'airpure-700-smart');
const roboVac = device('Nirmal RoboVac 2 Pro Mop', 'robovac-2-pro-mop');
const handyVac = device('Nirmal HandyVac Cordless', 'handyvac-cordless-slate-grey');
const wetDry = device('Nirmal WetDry 20 L', 'wetdry-20-l');

/** Our stores, for the store finder and the store pages (`/cms/get-efl-locations`). */
export const stores: Store[] = [
  {
    id: 1,
    name: 'Nirmal Experience Centre, Indiranagar',
    city: 'Bengaluru',
    addressLines: ['12, 100 Feet Road, HAL 2nd Stage', 'Indiranagar'],
    pincode: '560038',
    phone: '+91 80691 51515',
    openingHours: '10 am to 9 pm, every day',
    latitude: 12.9719,
    longitude: 77.6412,
    devicesOnDisplay: [aquaRoUv, aquaSupreme, underSink, airPure300, airPure700, roboVac, handyVac],
  },
  {
    id: 2,
    name: 'Nirmal Store, Jayanagar',
    city: 'Bengaluru',
    addressLines: ['45, 11th Main Road, 4th Block', 'Jayanagar'],
    pincode: '560011',
    phone: '+91 80691 51515',
    openingHours: '10 am to 8 pm, closed on Tuesdays',
    latitude: 12.9293,
    longitude: 77.5826,
    devicesOnDisplay: [aquaRoUv, pureUv, airPure300, handyVac],
  },
  {
    id: 3,
    name: 'Nirmal Store, Lajpat Nagar',
    city: 'Delhi',
    addressLines: ['B-17, Central Market', 'Lajpat Nagar II'],
    pincode: '110024',
    phone: '+91 80691 51515',
    openingHours: '11 am to 9 pm, closed on Mondays',
    latitude: 28.5677,
    longitude: 77.2433,
    devicesOnDisplay: [aquaRoUv, aquaSupreme, airPure300, airPure700, roboVac],
  },
  {
    id: 4,
    name: 'Nirmal Store, Andheri West',
    city: 'Mumbai',
    addressLines: ['Shop 6, Sun Plaza, Link Road', 'Andheri West'],
    pincode: '400053',
    phone: '+91 80691 51515',
    openingHours: '10 am to 9 pm, every day',
    latitude: 19.1364,
    longitude: 72.8296,
    devicesOnDisplay: [aquaRoUv, underSink, airPure300, roboVac, wetDry],
  },
  {
    id: 5,
    name: 'Nirmal Store, T. Nagar',
    city: 'Chennai',
    addressLines: ['28, Usman Road', 'T. Nagar'],
    pincode: '600017',
    phone: '+91 80691 51515',
    openingHours: '10 am to 8:30 pm, every day',
    latitude: 13.0418,
    longitude: 80.2341,
    devicesOnDisplay: [aquaRoUv, pureUv, airPure300, handyVac, wetDry],
  },
];

/**
 * The eight cities we serve (`/cms/cities`): installation and service visits in each, a store in
 * some. Their names are the gazetteer's, so a city chosen finds its stores and its localities.
 */
export const cities: City[] = [
  { id: 801, name: 'Bengaluru', state: 'Karnataka' },
  { id: 802, name: 'Chennai', state: 'Tamil Nadu' },
  { id: 803, name: 'Delhi', state: 'Delhi' },
  { id: 804, name: 'Gurugram', state: 'Haryana' },
  { id: 805, name: 'Hyderabad', state: 'Telangana' },
  { id: 806, name: 'Kolkata', state: 'West Bengal' },
  { id: 807, name: 'Mumbai', state: 'Maharashtra' },
  { id: 808, name: 'Pune', state: 'Maharashtra' },
];
