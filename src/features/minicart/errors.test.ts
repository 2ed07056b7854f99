import type { CartChange } from '../../services/cart';
import type { ServiceError } from '../../services/http';
import { changeErrorNotice, readErrorNotice } from './errors';

const setArticle: CartChange = { setArticle: { productId: 'a1', tcm: 't', quantity: 3 } };
const removeGiftCard: CartChange = { setGiftCard: { productId: 'g1', tcm: 't', set: 0 } };
const raiseGiftCard: CartChange = { setGiftCard: { productId: 'g1', tcm: 't', set: 2 } };

const http = (code?: string, limit?: number): ServiceError => ({
  kind: 'http',
  status: 500,
  ...(code === undefined ? {} : { code }),
  ...(limit === undefined ? {} : { limit }),
});

describe('read errors: one retry-later message for every read code', () => {
  it.each<[string, ServiceError, string]>([
    ['UNKNOWN', http('UNKNOWN'), 'UNKNOWN'],
    ['CARTSTORAGE_UNAVAILABLE', http('CARTSTORAGE_UNAVAILABLE'), 'CARTSTORAGE_UNAVAILABLE'],
    ['PRODUCTDATA_UNAVAILABLE', http('PRODUCTDATA_UNAVAILABLE'), 'PRODUCTDATA_UNAVAILABLE'],
    ['PRICE_UNAVAILABLE', http('PRICE_UNAVAILABLE'), 'PRICE_UNAVAILABLE'],
    ['NOT_MODIFIED', http('NOT_MODIFIED'), 'NOT_MODIFIED'],
    ['a limit code on a read', http('CART_LIMIT', 50), 'CART_LIMIT'],
    ['an unknown code', http('SOMETHING_NEW'), 'UNKNOWN'],
    ['no code', http(), 'UNKNOWN'],
    ['a network error', { kind: 'network' }, 'UNKNOWN'],
    ['a timeout', { kind: 'timeout' }, 'UNKNOWN'],
    ['malformed JSON or a wrong shape', { kind: 'invalid-response', issues: [] }, 'UNKNOWN'],
  ])('%s → minicart.error.read', (_name, error, code) => {
    expect(readErrorNotice(error)).toEqual({ messageId: 'minicart.error.read', kind: 'error', code });
  });
});

describe('change errors', () => {
  it.each<[string, ServiceError, CartChange, object]>([
    // the three limits, with {limit}
    [
      'CART_LIMIT 50',
      http('CART_LIMIT', 50),
      setArticle,
      { messageId: 'minicart.error.cartLimit', values: { limit: 50 }, kind: 'limit', code: 'CART_LIMIT' },
    ],
    [
      'ITEM_LIMIT 10',
      http('ITEM_LIMIT', 10),
      setArticle,
      { messageId: 'minicart.error.itemLimit', values: { limit: 10 }, kind: 'limit', code: 'ITEM_LIMIT' },
    ],
    [
      'AVAILABILITY_LIMIT 3',
      http('AVAILABILITY_LIMIT', 3),
      setArticle,
      {
        messageId: 'minicart.error.availabilityLimit',
        values: { limit: 3 },
        kind: 'limit',
        code: 'AVAILABILITY_LIMIT',
      },
    ],
    [
      'AVAILABILITY_LIMIT 0',
      http('AVAILABILITY_LIMIT', 0),
      setArticle,
      {
        messageId: 'minicart.error.availabilityLimit',
        values: { limit: 0 },
        kind: 'limit',
        code: 'AVAILABILITY_LIMIT',
      },
    ],
    // retry later
    ['UNKNOWN', http('UNKNOWN'), setArticle, { messageId: 'minicart.error.change', kind: 'error', code: 'UNKNOWN' }],
    [
      'CARTSTORAGE_UNAVAILABLE',
      http('CARTSTORAGE_UNAVAILABLE'),
      setArticle,
      { messageId: 'minicart.error.change', kind: 'error', code: 'CARTSTORAGE_UNAVAILABLE' },
    ],
    [
      'PRODUCTDATA_UNAVAILABLE',
      http('PRODUCTDATA_UNAVAILABLE'),
      setArticle,
      { messageId: 'minicart.error.change', kind: 'error', code: 'PRODUCTDATA_UNAVAILABLE' },
    ],
    [
      'PRICE_UNAVAILABLE',
      http('PRICE_UNAVAILABLE'),
      setArticle,
      { messageId: 'minicart.error.change', kind: 'error', code: 'PRICE_UNAVAILABLE' },
    ],
    [
      'NOT_MODIFIED',
      http('NOT_MODIFIED'),
      setArticle,
      { messageId: 'minicart.error.change', kind: 'error', code: 'NOT_MODIFIED' },
    ],
    // unknown failures map to UNKNOWN
    [
      'an unknown code',
      http('SOMETHING_NEW', 4),
      setArticle,
      { messageId: 'minicart.error.change', kind: 'error', code: 'UNKNOWN' },
    ],
    [
      'a network error',
      { kind: 'network' },
      setArticle,
      { messageId: 'minicart.error.change', kind: 'error', code: 'UNKNOWN' },
    ],
    [
      'a timeout',
      { kind: 'timeout' },
      setArticle,
      { messageId: 'minicart.error.change', kind: 'error', code: 'UNKNOWN' },
    ],
    [
      'an invalid response',
      { kind: 'invalid-response', issues: [] },
      setArticle,
      { messageId: 'minicart.error.change', kind: 'error', code: 'UNKNOWN' },
    ],
    // a limit without a readable limit cannot fill {limit}
    [
      'ITEM_LIMIT without limit',
      http('ITEM_LIMIT'),
      setArticle,
      { messageId: 'minicart.error.change', kind: 'error', code: 'ITEM_LIMIT' },
    ],
    [
      'CART_LIMIT with limit 2.5',
      http('CART_LIMIT', 2.5),
      setArticle,
      { messageId: 'minicart.error.change', kind: 'error', code: 'CART_LIMIT' },
    ],
    [
      'CART_LIMIT with limit -1',
      http('CART_LIMIT', -1),
      setArticle,
      { messageId: 'minicart.error.change', kind: 'error', code: 'CART_LIMIT' },
    ],
    // "gift card could not be removed (wait a few minutes and retry)"
    [
      'a failed gift card removal',
      http('CARTSTORAGE_UNAVAILABLE'),
      removeGiftCard,
      { messageId: 'minicart.error.giftCardRemove', kind: 'error', code: 'CARTSTORAGE_UNAVAILABLE' },
    ],
    [
      'a gift card removal that timed out',
      { kind: 'timeout' },
      removeGiftCard,
      { messageId: 'minicart.error.giftCardRemove', kind: 'error', code: 'UNKNOWN' },
    ],
    [
      'a gift card raise is no removal',
      http('UNKNOWN'),
      raiseGiftCard,
      { messageId: 'minicart.error.change', kind: 'error', code: 'UNKNOWN' },
    ],
    [
      'a limit on a gift card stays a limit',
      http('ITEM_LIMIT', 10),
      raiseGiftCard,
      { messageId: 'minicart.error.itemLimit', values: { limit: 10 }, kind: 'limit', code: 'ITEM_LIMIT' },
    ],
  ])('%s', (_name, error, change, expected) => {
    expect(changeErrorNotice(error, change)).toEqual(expected);
  });
});
