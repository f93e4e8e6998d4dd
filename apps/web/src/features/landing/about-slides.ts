import communityGroup from './images/community-group.svg';
import learning from './images/learning.svg';
import priceChart from './images/price-chart.svg';
import tradeCardPhone from './images/trade-card-phone.svg';

export interface AboutSlide {
  src: string;
  alt: string;
  caption: string;
}

export const ABOUT_SLIDES: readonly AboutSlide[] = [
  {
    src: tradeCardPhone,
    alt: 'A phone showing a buy trade card for Reliance from a SEBI registered analyst, with entry, target and stop loss',
    caption: 'Trade calls with entry, target and stop loss, from experts you can verify.',
  },
  {
    src: priceChart,
    alt: 'A rising price chart for TCS with dashed lines marking the entry, target and stop-loss levels',
    caption: 'Live prices move every call from upcoming to live to closed.',
  },
  {
    src: communityGroup,
    alt: 'A SEBI registered expert at the centre of a circle of followers in a group',
    caption: 'Follow experts and join free or premium groups.',
  },
  {
    src: learning,
    alt: 'A video lesson on a screen beside cards for a webinar, a research report and a virtual trade',
    caption: 'Learn with webinars, courses, research reports and virtual trades.',
  },
];
