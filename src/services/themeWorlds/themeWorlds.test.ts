import { callNamed, describeCall } from '../http/callTable';
import { jsonAnswer } from '../http/testing';
import { fetchThemeWorlds, themeWorldsCalls } from './client';
import { THEME_WORLDS_PATH, themeWorldAvailabilities, themeWorldBadges, themeWorldSections } from './constants';

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

it("the spec's section order, badge and availability types (spec 000 §2, §3)", () => {
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
