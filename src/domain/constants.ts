// Business constants from the product specification, section 9.

export const CURRENCY = 'nzd';
export const COUNTRY = 'NZ';
export const TIME_ZONE = 'Pacific/Auckland';

export const MIN_NIGHTLY_PRICE_CENTS = 1000;
export const MAX_NIGHTLY_PRICE_CENTS = 99900;
export const SUGGESTED_NIGHTLY_PRICE_CENTS = 2000;
export const MAX_SPACES = 1500;

export const NOTIFICATION_AUTO_CLOSE_MS = 4000;

export const AVAILABILITY_WINDOW_DAYS = 28;
export const MAX_AVAILABILITY_WINDOW_DAYS = 366;

export const PAGE_SIZE = 50;
export const SEARCH_DEFAULT_LIMIT = 50;
export const SEARCH_MAX_LIMIT = 200;

export const DEFAULT_MAP_CENTRE = { latitude: -40.99, longitude: 173.41 } as const;
export const DEFAULT_MAP_ZOOM = 7;
/** A map centred by a bare ?c= link (spec section 9: "with a c query zoom 10"). */
export const CENTRED_MAP_ZOOM = 10;
/** The map on a place the visitor searched for (spec section 9: "Search map default zoom 12"). */
export const SEARCHED_PLACE_ZOOM = 12;
export const LOCATION_MAP_CIRCLE_METRES = 4000;
export const LOCATIONS_GRID_COLUMNS = 8;
export const HOME_COLLECTION_THUMBNAILS = 4;

export const LOCATION_TYPES = ['property', 'freedom_campsite', 'commercial_campsite', 'other'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const LOCATION_STATUSES = ['active', 'inactive'] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];

export const SITE_STATUSES = ['active', 'deleted'] as const;

export const PROPERTY_TYPES = [
  'Private residence',
  'Farm',
  'Rural home',
  'Vineyard',
  'Resort',
  'Hotel/Pub',
  'Surf Club',
  'Golf Club',
  'Rugby Club',
  'Cultural site',
  'Restaurant',
  'Lodge',
  'RSA',
  'Other business',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const NOTICE_PERIODS = [
  { value: 0, label: 'Guests can book on the day' },
  { value: 1, label: "I would like one (1) day's notice" },
] as const;
export type NoticePeriod = 0 | 1;

export const TAG_GROUPS = ['site_feature', 'site_type', 'collection', 'others'] as const;
export type TagGroup = (typeof TAG_GROUPS)[number];
export const SITE_FEATURE_PREFIX = 'site_feature:';
export const SITE_FEATURES = [
  'fire',
  'laundry',
  'limited_cell',
  'non_self_contained',
  'shower',
  'toilet',
  'water',
  'wifi',
  'bins',
  'power',
  'pets',
] as const;
export const DEFAULT_SITE_TYPE = 'self_contained';

export const ROLES = ['system_admin', 'administrator', 'addpropertiesonly_administrator'] as const;
export type Role = (typeof ROLES)[number];

export const LANGUAGES = ['en', 'fr', 'es', 'de', 'zh'] as const;

export const MIN_PASSWORD_LENGTH = 6;
export const ONBOARDING_STEPS = 5;
