/** The whole demo catalogue, in shelf order. */
import { BEAUTY_PRODUCTS } from './products-beauty.ts';
import { EXPERIENCE_PRODUCTS, GIFT_CARD_PRODUCTS } from './products-experiences.ts';
import { FASHION_PRODUCTS } from './products-fashion.ts';
import { FOOD_PRODUCTS } from './products-food.ts';
import { GARDEN_PRODUCTS } from './products-garden.ts';
import { HOBBY_PRODUCTS } from './products-hobby.ts';
import { HOME_PRODUCTS } from './products-home.ts';
import { KIDS_PRODUCTS } from './products-kids.ts';
import { MISC_PRODUCTS } from './products-misc.ts';
import { PET_PRODUCTS } from './products-pets.ts';
import { PHONE_PRODUCTS } from './products-phone.ts';
import { SPORT_PRODUCTS } from './products-sport.ts';
import { TECH_PRODUCTS } from './products-tech.ts';
import { TRAVEL_PRODUCTS } from './products-travel.ts';
import type { DemoProduct } from './types.ts';

/** Every demo product, each with a unique pid and title. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  ...HOME_PRODUCTS,
  ...FOOD_PRODUCTS,
  ...TECH_PRODUCTS,
  ...PHONE_PRODUCTS,
  ...KIDS_PRODUCTS,
  ...SPORT_PRODUCTS,
  ...BEAUTY_PRODUCTS,
  ...FASHION_PRODUCTS,
  ...GARDEN_PRODUCTS,
  ...EXPERIENCE_PRODUCTS,
  ...GIFT_CARD_PRODUCTS,
  ...HOBBY_PRODUCTS,
  ...PET_PRODUCTS,
  ...TRAVEL_PRODUCTS,
  ...MISC_PRODUCTS,
];
