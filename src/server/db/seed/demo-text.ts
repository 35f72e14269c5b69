// Word lists the demo seed builds names, descriptions and reviews from.

import type { PropertyType } from '../../../domain/constants';
import type { Random } from './random';

export type NameStyle = { coastal: boolean; town: string };

const NATIVE_TREES = [
  'Kauri',
  'Totara',
  'Rimu',
  'Matai',
  'Kowhai',
  'Manuka',
  'Kahikatea',
  'Pohutukawa',
  'Karaka',
  'Tawa',
];
const BIRDS = [
  'Tui',
  'Kereru',
  'Pukeko',
  'Fantail',
  'Bellbird',
  'Kingfisher',
  'Morepork',
  'Weka',
  'Kea',
  'Kaka',
];
const LAND = ['Ridge', 'Valley', 'Downs', 'Hill', 'Creek', 'Flats', 'Terrace', 'Gully', 'Springs', 'Rise'];
const COAST = ['Bay', 'Beach', 'Cove', 'Point', 'Headland', 'Estuary', 'Dunes'];

function treeOrBird(random: Random): string {
  return random.chance(0.5) ? random.pick(NATIVE_TREES) : random.pick(BIRDS);
}

/** A property name that fits its type, e.g. 'Kauri Ridge Farm' or 'Riverside Vineyard'. */
export function propertyName(random: Random, type: PropertyType, style: NameStyle): string {
  const place = style.coastal ? random.pick(COAST) : random.pick(LAND);
  switch (type) {
    case 'Farm':
      return `${treeOrBird(random)} ${place} ${random.pick(['Farm', 'Station', 'Farm Stay'])}`;
    case 'Vineyard':
      return `${random.pick(['Riverside', 'Stony Bank', 'Sunridge', 'Clay Hill', 'Schist Rock', 'Terrace Edge', 'Gravel Road', 'Two Rivers', 'Old Orchard', 'Windy Hill'])} ${random.pick(['Vineyard', 'Estate', 'Wines', 'Vineyard'])}`;
    case 'Private residence':
      return `${treeOrBird(random)} ${place} ${random.pick(['Retreat', 'Hideaway', 'Backyard', 'House'])}`;
    case 'Rural home':
      return `${treeOrBird(random)} ${random.pick(['Cottage', 'Homestead', 'Farmhouse', 'Rise'])}`;
    case 'Resort':
      return `${style.coastal ? `${style.town} ${random.pick(COAST)}` : `${random.pick(['Lakeside', 'Hot Springs', 'Alpine', 'Riverbend'])}`} Resort`;
    case 'Hotel/Pub':
      return `The ${random.pick(['Old Coach', 'Railway', 'Commercial', 'Drovers', 'Gold Miners', 'Royal Oak', 'Junction'])} ${random.pick(['Hotel', 'Inn', 'Tavern'])}`;
    case 'Surf Club':
      return `${style.town} Surf Life Saving Club`;
    case 'Golf Club':
      return `${style.town} Golf Club`;
    case 'Rugby Club':
      return `${style.town} ${random.pick(['Rugby Football Club', 'Rugby Club', 'Sports and Rugby Club'])}`;
    case 'Cultural site':
      return `${style.town} ${random.pick(['Heritage Park', 'Pioneer Village', 'Settlers Museum', 'Historic Woolshed'])}`;
    case 'Restaurant':
      return `${random.pick(['The Woolshed Kitchen', 'Harvest Table', 'The Old Dairy Cafe', 'Smokehouse Eatery', 'The Apple Shed', 'Fish Shack'])}`;
    case 'Lodge':
      return `${random.pick(['Beech Forest', 'Tussock', 'Kowhai Grove', 'River Stone', 'High Country', 'Fern Gully'])} Lodge`;
    case 'RSA':
      return `${style.town} ${random.pick(['RSA', 'Memorial RSA', 'Returned Services Club'])}`;
    case 'Other business':
      return `${treeOrBird(random)} ${random.pick(['Honey Co', 'Apple Barn', 'Kayak Hire', 'Garden Centre', 'Berry Farm', 'Alpaca Park'])}`;
  }
}

const INTROS: Record<PropertyType, string[]> = {
  Farm: [
    'A working sheep and beef farm a short drive from {town}.',
    'Our family dairy farm sits on the flats outside {town}, with mountain views on a clear day.',
    'A deer and cattle farm in the rolling hills near {town}.',
  ],
  Vineyard: [
    'A boutique family vineyard just outside {town}, growing pinot noir and sauvignon blanc.',
    'Park up between the vines at our small estate near {town}; the cellar door is a two-minute walk.',
  ],
  'Private residence': [
    'A large flat lawn beside our home in {town}, close to shops and cafes.',
    'Our quiet section on the edge of {town} has room for a motorhome or two.',
  ],
  'Rural home': [
    'A lifestyle block with an orchard, chickens and plenty of space, ten minutes from {town}.',
    'Our rural home near {town} looks out over farmland and native bush.',
  ],
  Resort: ['A holiday resort near {town} with hot pools, a playground and a camp kitchen.'],
  'Hotel/Pub': [
    'A historic country pub in {town}: park out the back and walk in for a meal and a pint.',
    'The local hotel in {town}, serving travellers since the gold rush days.',
  ],
  'Surf Club': [
    'The clubrooms of the {town} surf club, right behind the dunes and a short walk to the patrolled beach.',
  ],
  'Golf Club': ['A nine-hole country golf course outside {town}; the clubhouse bar opens in the afternoon.'],
  'Rugby Club': ['The home ground of the {town} rugby club, with a big flat car park and friendly locals.'],
  'Cultural site': [
    'A heritage site near {town} telling the story of the early settlers, with guided walks on weekends.',
  ],
  Restaurant: [
    'A country restaurant near {town} serving local produce; guests who dine with us can stay the night.',
  ],
  Lodge: ['A remote lodge near {town}, surrounded by beech forest and walking tracks.'],
  RSA: ['The {town} RSA welcomes travellers: park up behind the club and join us for dinner in the bistro.'],
  'Other business': [
    'A small family business near {town}; pick up fresh produce at the gate on your way out.',
  ],
};

const MIDDLES = [
  'The ground is flat and firm, and the sites are well away from the road.',
  'Expect birdsong in the morning and dark skies full of stars at night.',
  'Walking and cycling trails start right from the gate.',
  'We are happy to share local tips on swimming holes, tracks and the best fish and chips.',
  'There is a river for swimming within walking distance.',
  'The town centre, with a supermarket and dump station, is a few minutes away.',
];

const ENDINGS = [
  'Please leave gates as you find them and keep dogs on a lead near stock.',
  'Quiet time is from 10 pm to 7 am.',
  'Check-in is from 3 pm and check-out by 10 am.',
  'Please take your rubbish with you when you leave.',
];

/** Two to four sentences: what the place is, what it is like, and a house rule. */
export function propertyDescription(random: Random, type: PropertyType, town: string): string {
  const sentences = [random.pick(INTROS[type]).replaceAll('{town}', town)];
  sentences.push(...random.sample(MIDDLES, random.int(0, 2)));
  sentences.push(random.pick(ENDINGS));
  return sentences.join(' ');
}

export const ROAD_NAMES = [
  'Kahikatea',
  'Station',
  'Old Coach',
  'Riverside',
  'Church',
  'Valley',
  'Beach',
  'Ridge',
  'School',
  'Mill',
  'Hill',
  'Totara',
  'Gorge',
  'Ferry',
  'Rata',
];
export const ROAD_KINDS = ['Road', 'Lane', 'Road', 'Street', 'Drive', 'Road'];

export const DIRECTIONS = [
  'Turn off the state highway at the sign for the village, then follow the gravel road for 2 km. Our gate is the green one on the left.',
  'Enter through the second gate, drive along the fence line and park on the flat ground by the woolshed.',
  'Follow the signs to the car park behind the clubrooms. Please do not drive on the grass after heavy rain.',
  'Come up the driveway slowly (children and dogs about) and park on the lawn to the right of the house.',
];

export const SITE_DIRECTIONS = [
  'Drive past the house and through the orchard; the site is marked with a blue post.',
  'Park facing the view, nose into the hedge.',
  'The site is the furthest from the road, beside the water trough.',
];

export const SITE_NAMES: Record<'farm' | 'vineyard' | 'club' | 'coastal' | 'home' | 'business', string[]> = {
  farm: [
    'Paddock by the creek',
    'Woolshed lawn',
    'Top terrace',
    'Orchard corner',
    'Under the macrocarpas',
    'Hay barn flat',
  ],
  vineyard: ['Vine row view', 'Cellar door park', 'Olive grove', 'Between the rows', 'Barrel shed lawn'],
  club: ['Car park bay A', 'Car park bay B', 'Clubrooms lawn', 'Back field', 'Practice green park'],
  coastal: ['Beachfront spot', 'Dune paddock', 'Boat ramp park', 'Sea view terrace'],
  home: ['Garden spot', 'Driveway pad', 'Lawn by the house', 'Back paddock', 'Shady corner'],
  business: ['Front car park', 'Courtyard', 'Rear yard', 'Garden lawn'],
};

export const REVIEW_COMMENTS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Stunning spot and the friendliest hosts. We will be back!',
    'Peaceful, flat and spotless. Best night of our trip.',
    'Woke up to the most amazing view. Highly recommend.',
    'Lovely hosts who gave us fresh eggs in the morning.',
  ],
  4: [
    'Great place to stop for the night, easy to find.',
    'Very quiet and comfortable. A little muddy after rain.',
    'Nice hosts and a beautiful setting. Cell coverage was patchy.',
  ],
  3: ['Fine for a night. A bit close to the road.', 'Okay spot, but the ground was sloping.'],
  2: ['Hard to find and nobody was around to help.', 'Noisy at night and the toilet was not clean.'],
  1: ['The site was closed when we arrived and we had to find somewhere else.'],
};
