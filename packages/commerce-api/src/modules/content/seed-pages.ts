import type { ContentPage, ContentPageSlug } from '@nirmal/domain/contract';
import { bullets, heading, linkTo, links, paragraph, steps, strong, supportLink } from './document-blocks.ts';

const PHONE = supportLink('helpline');
const WHATSAPP = linkTo('WhatsApp us on +91 80691 51515', 'https://wa.me/918069151515?text=Hi');
const EMAIL = supportLink('email');

const aboutUs: ContentPage = {
  title: 'About Nirmal',
  description:
    'Nirmal makes water purifiers, air purifiers and vacuum cleaners for Indian homes, and services them at your doorstep.',
  blocks: [
    paragraph(
      'Nirmal began with one idea: every family should be able to trust the water it drinks. Today we make water purifiers, air purifiers and vacuum cleaners for Indian homes, and our own technicians install and service them at your doorstep.',
    ),
    heading('What we make'),
    bullets(
      [
        strong('Water purifiers'),
        ': RO, UV and RO+UV purifiers for every kind of water, from municipal supply to borewell.',
      ],
      [strong('Air purifiers'), ': HEPA purifiers sized for living rooms and bedrooms.'],
      [strong('Vacuum cleaners'), ': robotic, handheld and wet-and-dry cleaners.'],
    ),
    heading('Looked after for years'),
    paragraph(
      'A purifier is only as good as its last service. Every device comes with a warranty, and an annual maintenance plan (AMC) keeps it serviced on time afterwards, with filters changed before they stop working. ',
      linkTo('Compare our AMC plans', '/customer-service-and-amc'),
      '.',
    ),
    heading('Where we are'),
    paragraph(
      'We deliver, install and service in Bengaluru, Delhi, Gurugram, Mumbai, Chennai, Kolkata, Hyderabad and Pune, and you can see our devices in our ',
      linkTo('stores', '/stores'),
      '.',
    ),
    links(['Careers at Nirmal', '/careers'], ['Contact us', '/contact-us']),
  ],
};

const contactUs: ContentPage = {
  title: 'Contact us',
  description: 'Call, WhatsApp or write to Nirmal customer care for orders, service visits and AMC plans.',
  blocks: [
    paragraph('We are here from 8 am to 8 pm, every day including Sundays and public holidays.'),
    heading('Call us'),
    paragraph(PHONE, ' for orders, service visits, AMC plans and anything else.'),
    heading('WhatsApp'),
    paragraph(
      WHATSAPP,
      ': send Hi and we will answer in the chat. Have your registered mobile number handy so we can find your devices.',
    ),
    heading('Write to us'),
    paragraph(EMAIL, ': we answer within one working day.'),
    heading('Do it yourself, any time'),
    bullets(
      [linkTo('Book a service visit', '/service')],
      [linkTo('Track a service request', '/statusTracking')],
      [linkTo('See your devices and renew an AMC plan', '/amc/my-devices')],
      [linkTo('Find a store near you', '/stores')],
    ),
    heading('Registered office'),
    paragraph(
      'Nirmal Home Appliances Private Limited, 4th Floor, Prestige Meridian, 29 MG Road, Bengaluru 560001.',
    ),
  ],
};

const careers: ContentPage = {
  title: 'Careers at Nirmal',
  description:
    'Work with Nirmal: service technicians, sales, customer care and engineering across eight cities.',
  blocks: [
    paragraph(
      'Our people install, service and sell purifiers and vacuum cleaners in homes across eight cities, and build the tools that help them do it. If you like solving problems for families, we would like to meet you.',
    ),
    heading('Teams that are hiring'),
    bullets(
      [
        strong('Service technicians'),
        ': install and service devices at customers’ homes. ITI or diploma in electrical or electronics; we train you on our devices and pay for your travel.',
      ],
      [strong('Home demo and sales'), ': show families how our purifiers work, at home and in our stores.'],
      [
        strong('Customer care'),
        ': answer calls and WhatsApp chats in English, Hindi, Kannada, Tamil, Telugu or Marathi.',
      ],
      [
        strong('Engineering'),
        ': the storefront, the service app our technicians use, and the systems behind them.',
      ],
    ),
    heading('How to apply'),
    steps(
      'Write to careers@nirmal.example with the team and city you are interested in.',
      'Attach your CV; for technician roles, a photo of your certificate is enough.',
      'We reply within two weeks, and interviews for field roles happen in the city you applied for.',
    ),
    paragraph(
      strong('Beware of fraud: '),
      'Nirmal never asks for money at any stage of hiring. If someone does, please tell us at ',
      EMAIL,
      '.',
    ),
  ],
};

const privacyPolicy: ContentPage = {
  title: 'Privacy policy',
  description: 'What Nirmal keeps about you, why, for how long, and how to see, change or delete it.',
  blocks: [
    paragraph('Last updated: 1 April 2025.'),
    paragraph(
      'This policy explains what Nirmal Home Appliances Private Limited keeps about you when you use this website or the Nirmal app, why we keep it and what you can do about it. We follow the Digital Personal Data Protection Act, 2023.',
    ),
    heading('What we keep'),
    bullets(
      [
        strong('Your mobile number'),
        ': you sign in with it by one-time password (OTP), and we call or message you on it about your orders and service visits.',
      ],
      [
        strong('Your profile'),
        ': your name, email address if you add one, and the names and mobile numbers of secondary users you add.',
      ],
      [
        strong('Your addresses'),
        ': where we deliver, install and service your devices, with the pincode we use to check delivery and service.',
      ],
      [
        strong('Your orders'),
        ': what you bought, the prices, coupons and offers applied, and whether payment succeeded. Card, UPI and bank details are entered with our payment partners (PayU and Razorpay) and never reach us.',
      ],
      [
        strong('Your devices'),
        ': the devices registered to you, their warranty, AMC plans and the service visits booked for them.',
      ],
      [strong('Your cart'), ': the products in it, so it is still there when you come back.'],
    ),
    heading('Cookies and storage in your browser'),
    bullets(
      'A sign-in cookie that keeps you signed in; it cannot be read by scripts on the page.',
      'A cookie naming your cart, and one remembering the pincode you checked.',
      'In your browser only: products you viewed recently and your recent searches. We do not receive these.',
    ),
    heading('Why we keep it'),
    bullets(
      'To deliver, install and service what you bought, and to remind you when a service or AMC renewal is due.',
      'To answer you when you call or message us.',
      'To meet our legal duties, such as keeping invoices for tax purposes.',
    ),
    paragraph(
      'We do not sell your data. We share it only with the partners who do the work for us: payment partners for payments, and delivery partners for the address of an order.',
    ),
    heading('How long we keep it'),
    paragraph(
      'Your profile, addresses and devices are kept while you have an account with us. Orders and invoices are kept for eight years, as tax law requires. Sign-in codes are kept only for minutes.',
    ),
    heading('Your rights'),
    paragraph(
      'You can see and change your profile and addresses in your account at any time. To get a copy of your data or to have your account deleted, call ',
      PHONE,
      ' or write to ',
      EMAIL,
      '. Our grievance officer answers within 30 days.',
    ),
  ],
};

const termsOfUse: ContentPage = {
  title: 'Terms of use',
  description: 'The terms for using the Nirmal website and buying from it.',
  blocks: [
    paragraph('Last updated: 1 April 2025.'),
    paragraph(
      'These terms apply when you use this website or the Nirmal app, which are run by Nirmal Home Appliances Private Limited, Bengaluru. By using them you accept these terms.',
    ),
    heading('Your account'),
    bullets(
      'You sign in with your own mobile number and keep the one-time passwords sent to it to yourself.',
      'You are responsible for what is done in your account, including by the secondary users you add.',
    ),
    heading('Prices and orders'),
    bullets(
      'Prices are in Indian rupees and include GST. The price that counts is the one shown when you pay.',
      'An order is confirmed only once the payment succeeds. If a product cannot be delivered to your pincode, we tell you before you pay.',
      'At most three coupons can be applied to one order.',
      'We may cancel an order when a product is no longer in stock; any amount paid is refunded to the way you paid within 7 working days.',
    ),
    heading('Delivery, installation and returns'),
    paragraph(
      'Water and air purifiers are installed by our technicians, free in the cities we serve. A product that arrives damaged or does not work can be returned within 7 days of delivery.',
    ),
    heading('Warranty and AMC'),
    paragraph(
      'Each product’s warranty is stated on its page and in its warranty card. Annual maintenance plans follow the ',
      linkTo('AMC terms and conditions', '/amc-new-terms-and-condition'),
      '.',
    ),
    heading('Your data'),
    paragraph(
      'How we use what you give us is explained in our ',
      linkTo('privacy policy', '/privacy-policy'),
      '.',
    ),
    heading('Disputes'),
    paragraph('These terms are governed by the laws of India; the courts of Bengaluru have jurisdiction.'),
  ],
};

const amcTerms: ContentPage = {
  title: 'AMC terms and conditions',
  description:
    'Terms of Nirmal annual maintenance plans: what the Base, Silver, Gold, Platinum and Comprehensive plans cover.',
  blocks: [
    paragraph('Last updated: 27 November 2026.'),
    paragraph(
      'An annual maintenance plan (AMC) covers one device, identified by its serial number, at the address where it is installed, for the plan’s period from the day it starts.',
    ),
    heading('What each plan covers'),
    bullets(
      [
        strong('Base'),
        ': two preventive service visits a year and two breakdown visits with free labour; parts are charged.',
      ],
      [
        strong('Silver'),
        ': three preventive service visits and two breakdown visits with free labour, a water-quality check at every visit, and 10% off every spare part.',
      ],
      [
        strong('Gold'),
        ': everything in Silver, with the sediment and carbon filters replaced free and breakdown visits within 24 hours.',
      ],
      [
        strong('Platinum'),
        ': everything in Gold, and all electrical parts (pump, adapter, solenoid valve, UV lamp) replaced free.',
      ],
      [
        strong('Comprehensive'),
        ': every part of the device replaced free when it needs it, including the RO membrane, and unlimited breakdown visits within 12 hours.',
      ],
    ),
    paragraph(
      'Prices include GST. A plan of two to five years costs less a year: 8% off for two years, 12% for three, 15% for four and 18% for five.',
    ),
    heading('Service visits'),
    bullets(
      'Preventive visits are due every four months (every six on Base); we remind you, and you book them at a time that suits you.',
      'Breakdown visits are answered within 48 hours on Base and Silver, 24 hours on Gold and Platinum, and 12 hours on Comprehensive, in the cities we serve.',
      'A visit can be rescheduled or cancelled free until two hours before its slot.',
    ),
    heading('What no plan covers'),
    bullets(
      'Damage from fire, flood, power surges, pests, or water that is outside the device’s stated limits (for example a TDS above 2,000 ppm for RO purifiers).',
      'The outer body and cosmetic parts.',
      'Repairs by anyone other than a Nirmal technician, and devices moved to another address without telling us.',
    ),
    heading('Buying, renewing and cancelling'),
    bullets(
      'A plan can be bought for a device at any time, except a rented one: its rent already includes its plan. One bought more than 90 days after the warranty or the previous plan ended starts with an inspection on its first visit.',
      'A plan starts on the day it is paid for. A plan renewed before the current one ends starts the day after it ends; renewal opens 60 days before that day.',
      'A plan can be cancelled within 15 days of paying for it, as long as no service visit has been made under it and no later plan has been bought for the device. The full amount is refunded, and the device goes back to the plan it had before.',
      'Plans cannot be transferred to another device. When you sell your device, the plan goes with it to the new owner on request.',
    ),
    paragraph(
      'Questions about your plan: call ',
      PHONE,
      ' or see ',
      linkTo('service and AMC', '/customer-service-and-amc'),
      '.',
    ),
  ],
};

const customerServiceAndAmc: ContentPage = {
  title: 'Customer service and AMC',
  description:
    'Book a service visit, track a request, and choose the annual maintenance plan that fits your device.',
  blocks: [
    paragraph(
      'Our own technicians install and service every Nirmal device. Book a visit online in a minute, or call us and we will do it for you.',
    ),
    heading('Get your device serviced'),
    steps(
      [linkTo('Sign in', '/login'), ' with your registered mobile number.'],
      [
        'Choose the device in ',
        linkTo('My devices', '/amc/my-devices'),
        ' and book a service, a repair or a re-installation.',
      ],
      'Pick a day and a one-hour slot; the technician calls you before arriving.',
      ['Follow your request in ', linkTo('service status tracking', '/statusTracking'), '.'],
    ),
    heading('Annual maintenance plans'),
    paragraph(
      'When the warranty ends, an AMC plan keeps your purifier serviced on time, with filters changed before they stop working. Plans come in five levels:',
    ),
    bullets(
      [strong('Base'), ': two service visits a year and free labour; parts are charged.'],
      [strong('Silver'), ': three visits and 10% off spare parts.'],
      [strong('Gold'), ': three visits with filters included.'],
      [strong('Platinum'), ': filters and electrical parts included.'],
      [strong('Comprehensive'), ': every part included, the RO membrane too.'],
    ),
    paragraph(
      'Renew or upgrade the plan of any of your devices from ',
      linkTo('My devices', '/amc/my-devices'),
      '. The full terms are in our ',
      linkTo('AMC terms and conditions', '/amc-new-terms-and-condition'),
      '.',
    ),
    heading('Talk to us'),
    paragraph('Call ', PHONE, ' from 8 am to 8 pm every day, or ', WHATSAPP, '.'),
  ],
};

/** The content pages of the site, by slug (`/cms/static-page/detail?slug=…`). */
export const contentPages: Record<ContentPageSlug, ContentPage> = {
  'about-us': aboutUs,
  'contact-us': contactUs,
  careers,
  'privacy-policy': privacyPolicy,
  'terms-of-use': termsOfUse,
  'amc-new-terms-and-condition': amcTerms,
  'customer-service-and-amc': customerServiceAndAmc,
};
