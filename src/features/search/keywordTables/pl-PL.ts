import type { KeywordWords } from './define';

/** Polish. */
export const plPLWords: KeywordWords = {
  topics: {
    service: ['serwis', 'obsługa klienta', 'obsluga klienta', 'pomoc', 'faq', 'pytania'],
    contact: ['kontakt', 'infolinia', 'formularz kontaktowy'],
    catalogue: ['katalog', 'gazetka', 'ulotka', 'światy tematyczne', 'swiaty tematyczne', 'oferta'],
    giftCard: ['karta podarunkowa', 'karty podarunkowe', 'bon podarunkowy', 'bon', 'voucher'],
    returns: ['zwrot', 'zwroty', 'reklamacja', 'wymiana', 'odstąpienie od umowy'],
    delivery: ['dostawa', 'wysyłka', 'wysylka', 'koszty wysyłki', 'czas dostawy', 'kurier'],
    payment: ['płatność', 'platnosc', 'płatności', 'platnosci', 'metody płatności', 'faktura', 'blik'],
    stores: ['sklep', 'sklepy', 'sklep stacjonarny', 'godziny otwarcia', 'placówki'],
    newsletter: ['newsletter', 'biuletyn'],
    cart: ['koszyk'],
    orders: ['zamówienie', 'zamowienie', 'zamówienia', 'zamowienia', 'moje zamówienia', 'status zamówienia'],
  },
  countryShops: { DE: ['niemcy'], CZ: ['czechy'] },
};
