import { vi } from 'vitest';
import { callNamed, describeCall } from '../http/callTable';
import { jsonAnswer } from '../http/testing';
import { fetchThemeWorlds, themeWorldsCalls } from './client';
import {
  THEME_WORLDS_PATH,
  THEME_WORLD_DROPPED_LOG,
  THEME_WORLD_UNKNOWN_TYPE_LOG,
  themeWorldAvailabilities,
  themeWorldBadges,
  themeWorldSections,
} from './constants';

const world = {
  url: '/c/herbst',
  imgUrl: '/service/imagedelivery/image/herbst.jpg',
  desktopImg: { imageDerivative: 'herbst-wide', cutout: { focusPoint: { x: 0.3, y: 0.6 }, zoom: 1.2 } },
  title: 'Herbstzeit',
  loyaltyCard: true,
  availability: ['onlineOnly', 'storeWednesday', 'somewhereElse'],
  badges: ['new', 'limited'],
  endDate: '2024-10-31',
  endDateText: 'Nur bis 31.10.',
  onlyXDaysLeftText: 'Nur noch 3 Tage',
};

describeCall('GET /service/themeworld-frontend/api/themeworlds/navigation', {
  call: callNamed(themeWorldsCalls, 'fetchThemeWorlds'),
  run: (client, options) => fetchThemeWorlds(client, options),
  success: {
    answer: () =>
      jsonAnswer({
        overview: { title: 'Themenwelten', url: '/themenwelten' },
        sections: { new: { headline: 'Neu', themeworlds: [world] }, lastChance: { headline: 'Letzte Chance' } },
        translations: { onlineOnly: 'Nur online' },
      }),
    value: {
      overview: { title: 'Themenwelten', url: '/themenwelten' },
      sections: {
        // unknown availability and badge names are dropped
        new: {
          headline: 'Neu',
          themeworlds: [{ ...world, availability: ['onlineOnly', 'storeWednesday'], badges: ['new'] }],
        },
        lastChance: { headline: 'Letzte Chance', themeworlds: [] },
      },
      translations: { onlineOnly: 'Nur online' },
    },
  },
  request: (req) => {
    expect(req.method).toBe('GET');
    expect(req.path).toBe(THEME_WORLDS_PATH);
  },
  // A bad theme world is left out (lenient per entry); a response without sections fails.
  wrongShape: { sections: 'scout' },
});

it('the section order (scout, new, more, lastChance), badge and availability types', () => {
  expect(themeWorldSections).toEqual(['scout', 'new', 'more', 'lastChance']);
  expect(themeWorldBadges).toEqual(['scout', 'new', 'preview']);
  expect(themeWorldAvailabilities).toEqual([
    'onlineOnly',
    'nextWeekStore',
    'thisWeekStore',
    'storeAlso',
    'storeWednesday',
  ]);
});

/**
 * Bad input: "... a theme world without image, an unknown badge or availability type: the navigation renders what
 * it can, logs once, and never throws". Each test parses with a fresh copy of the contract module, whose
 * log-once memory would otherwise carry over from the tests before it.
 */
describe('bad input: lenient per theme world', () => {
  const freshContract = async () => {
    vi.resetModules();
    return import('./contract');
  };
  const warn = () => vi.spyOn(console, 'warn').mockImplementation(() => {});
  const response = (themeworlds: unknown[]) => ({ sections: { more: { headline: 'Weitere', themeworlds } } });
  const minimal = { url: '/c/kinderwelt', title: 'Kinderwelt' };

  it('a theme world without image, dates or lists parses with defaults (the flyout shows a plain tile)', async () => {
    const { themeWorldsResponseSchema } = await freshContract();
    const parsed = themeWorldsResponseSchema.parse(response([minimal]));
    expect(parsed.sections.more!.themeworlds).toEqual([
      { ...minimal, loyaltyCard: false, availability: [], badges: [] },
    ]);
    expect(parsed.sections.more!.themeworlds[0]!.imgUrl).toBeUndefined();
    expect(parsed.translations).toEqual({});
  });

  it('optional fields of the wrong type read as absent; the theme world stays', async () => {
    const { themeWorldsResponseSchema } = await freshContract();
    const parsed = themeWorldsResponseSchema.parse(
      response([
        {
          ...minimal,
          imgUrl: 42,
          desktopImg: { cutout: { zoom: 2 } },
          loyaltyCard: 'yes',
          availability: 'onlineOnly',
          badges: null,
          endDate: false,
          endDateText: ['Nur bis 31.10.'],
          onlyXDaysLeftText: 3,
        },
      ]),
    );
    expect(parsed.sections.more!.themeworlds).toEqual([
      {
        ...minimal,
        imgUrl: undefined,
        desktopImg: undefined,
        loyaltyCard: false,
        availability: [],
        badges: [],
        endDate: undefined,
        endDateText: undefined,
        onlyXDaysLeftText: undefined,
      },
    ]);
  });

  it('unknown badge and availability names are dropped, each name logged once however often it comes', async () => {
    const { themeWorldsResponseSchema } = await freshContract();
    const log = warn();
    const odd = { ...minimal, badges: ['new', 'limited'], availability: ['onlineOnly', 'moonBase'] };
    const parsed = themeWorldsResponseSchema.parse(response([odd, { ...odd, url: '/c/zwei' }]));
    themeWorldsResponseSchema.parse(response([odd]));
    expect(parsed.sections.more!.themeworlds.map((w) => [w.badges, w.availability])).toEqual([
      [['new'], ['onlineOnly']],
      [['new'], ['onlineOnly']],
    ]);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(THEME_WORLD_UNKNOWN_TYPE_LOG, 'limited');
    expect(log).toHaveBeenCalledWith(THEME_WORLD_UNKNOWN_TYPE_LOG, 'moonBase');
  });

  it('an entry without url or title, or not an object, is left out and logged once; the rest of the section stays', async () => {
    const { themeWorldsResponseSchema } = await freshContract();
    const log = warn();
    const parsed = themeWorldsResponseSchema.parse(
      response([{ title: 'Ohne Ziel' }, minimal, { url: '/c/ohne-titel', title: 7 }, 'Kinderwelt', null]),
    );
    expect(parsed.sections.more!.themeworlds.map((w) => w.title)).toEqual(['Kinderwelt']);
    expect(log.mock.calls).toEqual([[THEME_WORLD_DROPPED_LOG]]);
  });

  it('a section without a headline keeps its theme worlds; translations that are not texts read as none', async () => {
    const { themeWorldsResponseSchema } = await freshContract();
    const parsed = themeWorldsResponseSchema.parse({
      sections: { scout: { themeworlds: [minimal] } },
      translations: { onlineOnly: 7 },
    });
    expect(parsed.sections.scout).toEqual({
      headline: '',
      themeworlds: [expect.objectContaining({ title: 'Kinderwelt' })],
    });
    expect(parsed.translations).toEqual({});
  });

  it('a section without a list of theme worlds reads as empty (the flyout leaves it out)', async () => {
    const { themeWorldsResponseSchema } = await freshContract();
    const parsed = themeWorldsResponseSchema.parse({ sections: { scout: { headline: 'Scout' } } });
    expect(parsed.sections).toEqual({ scout: { headline: 'Scout', themeworlds: [] } });
  });

  it.each([
    ['no sections', {}],
    ['sections that are not an object', { sections: ['scout'] }],
    ['the response is a list', [{ sections: {} }]],
  ])('%s is no theme-world navigation: the call fails (the flyout is left out, see the header)', async (_, body) => {
    const { themeWorldsResponseSchema } = await freshContract();
    expect(themeWorldsResponseSchema.safeParse(body).success).toBe(false);
  });
});
