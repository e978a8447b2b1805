import type { BlogPost } from '@nirmal/domain/contract';
import { bullets, heading, linkTo, paragraph, strong } from './document-blocks.ts';

/** A post as stored: its id and publishing date are the content row's. */
export interface SeedBlogPost {
  id: string;
  daysAgo: number;
  document: Omit<BlogPost, 'id' | 'categoryId' | 'publishedAt'>;
}

export const blogPosts: SeedBlogPost[] = [
  {
    id: 'ro-or-uv-which-water-purifier',
    daysAgo: 40,
    document: {
      title: 'RO or UV: which water purifier does your home need?',
      summary:
        'It depends on what is dissolved in your water, not on the price tag. Here is how to tell in five minutes.',
      category: 'Water',
      blocks: [
        paragraph(
          'RO and UV purifiers solve different problems. UV light kills bacteria and viruses but leaves dissolved salts as they are; reverse osmosis (RO) pushes water through a membrane that removes dissolved salts and heavy metals too.',
        ),
        heading('Start with the TDS of your water'),
        paragraph(
          'Total dissolved solids (TDS) is measured in parts per million (ppm). Our technician measures it free when you book a demo, or you can use a TDS pen.',
        ),
        bullets(
          [
            strong('Below 200 ppm'),
            ' (most municipal supply): a UV purifier is enough, and keeps the minerals in.',
          ],
          [strong('200 to 2,000 ppm'), ' (borewell or tanker water): you need RO, ideally with UV after it.'],
          [strong('Above 2,000 ppm'), ': even RO struggles; ask us for a water test first.'],
        ),
        heading('What about the water RO wastes?'),
        paragraph(
          'An RO purifier sends some water to the drain with the salts it removed. Collect it in a bucket for mopping or plants; our newer models recover more than half of what comes in.',
        ),
        paragraph(
          'See ',
          linkTo('RO + UV purifiers', '/c/water-purifiers/ro-uv'),
          ' or ',
          linkTo('UV purifiers', '/c/water-purifiers/uv'),
          '.',
        ),
      ],
    },
  },
  {
    id: 'when-to-change-purifier-filters',
    daysAgo: 21,
    document: {
      title: 'How often should you change your purifier’s filters?',
      summary:
        'A filter that is past its life does not just stop working: it can make water worse. The intervals, filter by filter.',
      category: 'Water',
      blocks: [
        paragraph(
          'Filters fill up slowly, so the water tastes the same until one day it does not. These are the usual intervals for a family of four; hard water shortens them.',
        ),
        bullets(
          [strong('Sediment filter'), ': every 6 months, sooner if you see it turn brown.'],
          [strong('Activated carbon filter'), ': every 6 to 12 months; it removes chlorine and odours.'],
          [strong('RO membrane'), ': every 2 to 3 years, or when the TDS of purified water rises.'],
          [strong('UV lamp'), ': every year, even if it still lights up: its strength fades.'],
        ),
        heading('Signs a filter is due'),
        bullets(
          'The flow of purified water slows down.',
          'The water smells or tastes of chlorine or earth.',
          'The purifier’s filter-change light comes on.',
        ),
        paragraph(
          'Gold, Platinum and Comprehensive AMC plans include filter changes at every preventive visit. ',
          linkTo('Compare AMC plans', '/customer-service-and-amc'),
          '.',
        ),
      ],
    },
  },
  {
    id: 'indoor-air-quality-in-winter',
    daysAgo: 7,
    document: {
      title: 'Keeping indoor air clean through the winter',
      summary:
        'In north Indian winters the air indoors can be as polluted as outside. What helps, and how to size an air purifier.',
      category: 'Air',
      blocks: [
        paragraph(
          'From November to February, cold still air traps smoke and dust close to the ground, and the AQI in many cities stays above 300 for weeks. With windows shut, that air stays in your home too.',
        ),
        heading('What helps'),
        bullets(
          'Keep windows closed in the early morning and late evening, when pollution peaks; air the house around midday.',
          'Avoid incense, mosquito coils and frying without the chimney on.',
          'Run an air purifier with a HEPA filter in the room you spend the most time in, usually the bedroom.',
        ),
        heading('Sizing an air purifier'),
        paragraph(
          'Look at the clean air delivery rate (CADR). As a rule, the CADR in cubic metres per hour should be at least five times the room’s floor area in square metres: about 250 m³/h for a 12 × 12 ft bedroom.',
        ),
        paragraph(
          'See air purifiers ',
          linkTo('for bedrooms', '/c/air-purifiers/bedroom'),
          ' and ',
          linkTo('for living rooms', '/c/air-purifiers/living-room'),
          '.',
        ),
      ],
    },
  },
];
