import type { DemoScene } from './demo-illustrations.js';

/** A demo gallery item: a photo drawn by demo-illustrations.ts, or a public video's address. */
export type DemoMediaSeed = { photo: DemoScene; seed: number; alt: string } | { video: string };

/**
 * The galleries of some demo organizations, so the profile's 'Photos and videos' shows on a
 * fresh install. The photos are illustrations this repository draws (licensed with it); the
 * alt text says what each shows. The videos are public explainers of the organization's
 * cause, played only when a visitor presses play.
 */
export const demoMedia: Record<string, DemoMediaSeed[]> = {
  'Brightfield Solar Commons': [
    {
      photo: 'solar-field',
      seed: 1,
      alt: 'Illustration: rows of solar panels on a green field under a summer sun.',
    },
    {
      photo: 'workshop',
      seed: 2,
      alt: 'Illustration: the workshop where member-owners assemble the panels’ mounts.',
    },
    {
      photo: 'homes',
      seed: 3,
      alt: 'Illustration: a street of houses whose owners share the solar garden.',
    },
    // TED-Ed, "How do solar panels work?"
    { video: 'https://www.youtube.com/watch?v=xKxrkht7CpY' },
  ],
  'Open Door Tenant Alliance': [
    {
      photo: 'homes',
      seed: 4,
      alt: 'Illustration: a row of small houses with red roofs, home to alliance members.',
    },
    {
      photo: 'homes',
      seed: 5,
      alt: 'Illustration: terraced homes on a quiet street on a sunny afternoon.',
    },
  ],
  'Hollowpine Foundation': [
    { photo: 'forest', seed: 6, alt: 'Illustration: a pine forest on rolling hills at sunset.' },
    { photo: 'forest', seed: 7, alt: 'Illustration: young pines growing on a restored hillside.' },
  ],
  'Saltmarsh & Seagrass Trust': [
    { photo: 'water', seed: 8, alt: 'Illustration: calm tidal water along a sandy shore at dusk.' },
    {
      photo: 'reef',
      seed: 9,
      alt: 'Illustration: a shallow seabed with seagrass and small yellow fish.',
    },
    {
      photo: 'water',
      seed: 10,
      alt: 'Illustration: the estuary at low tide with the boardwalk in view.',
    },
  ],
  'Wrenfold Learning': [
    {
      photo: 'classroom',
      seed: 11,
      alt: 'Illustration: a classroom table with stacks of colourful books.',
    },
    {
      photo: 'classroom',
      seed: 12,
      alt: 'Illustration: a reading corner set up for an evening class.',
    },
  ],
  'Werkbank Zirkulär': [
    {
      photo: 'workshop',
      seed: 13,
      alt: 'Illustration: a repair workbench lined with reclaimed bicycle wheels.',
    },
    {
      photo: 'workshop',
      seed: 14,
      alt: 'Illustration: the workshop at dusk, parts laid out for repair.',
    },
    {
      photo: 'workshop',
      seed: 15,
      alt: 'Illustration: a long workbench ready for the weekly repair café.',
    },
    // The Story of Stuff: where the things we buy come from and where they go.
    { video: 'https://www.youtube.com/watch?v=9GorqroigqM' },
  ],
  'Pwani Reef Guardians': [
    {
      photo: 'reef',
      seed: 16,
      alt: 'Illustration: coral growing on the reef with a school of yellow fish.',
    },
    { photo: 'reef', seed: 17, alt: 'Illustration: a restored coral patch in clear blue water.' },
    { photo: 'reef', seed: 18, alt: 'Illustration: fish swimming above corals of many heights.' },
  ],
  'Jalsetu Water Collective': [
    {
      photo: 'water',
      seed: 19,
      alt: 'Illustration: a village water tank beside a stream in the evening.',
    },
    {
      photo: 'farm',
      seed: 20,
      alt: 'Illustration: irrigated fields with fruit trees fed by the collective’s water.',
    },
  ],
  'Mavuno Soil Partners': [
    {
      photo: 'farm',
      seed: 21,
      alt: 'Illustration: furrowed fields and fruit trees on a smallholder farm.',
    },
    {
      photo: 'farm',
      seed: 22,
      alt: 'Illustration: rows of crops growing in healthy soil under a warm sky.',
    },
  ],
};
