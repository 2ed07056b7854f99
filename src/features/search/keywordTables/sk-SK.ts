import type { KeywordWords } from './define';

/** Slovak. */
export const skSKWords: KeywordWords = {
  topics: {
    service: ['služby', 'sluzby', 'zákaznícky servis', 'zakaznicky servis', 'pomoc', 'faq', 'otázky'],
    contact: ['kontakt', 'kontakty', 'infolinka'],
    catalogue: ['katalóg', 'katalog', 'leták', 'letak', 'tematické svety', 'ponuka'],
    giftCard: ['darčeková karta', 'darcekova karta', 'darčeková poukážka', 'poukážka', 'poukazka'],
    returns: ['vrátenie', 'vratenie', 'vrátenie tovaru', 'reklamácia', 'reklamacia', 'výmena', 'vymena'],
    delivery: ['doprava', 'doručenie', 'dorucenie', 'dodanie', 'poštovné', 'postovne'],
    payment: ['platba', 'platby', 'spôsob platby', 'sposob platby', 'faktúra', 'dobierka'],
    stores: ['predajňa', 'predajna', 'predajne', 'obchod', 'obchody', 'otváracie hodiny'],
    newsletter: ['newsletter', 'novinky e-mailom'],
    cart: ['košík', 'kosik'],
    orders: ['objednávka', 'objednavka', 'objednávky', 'moje objednávky'],
  },
  countryShops: { CZ: ['česko', 'cesko', 'česká republika'], HU: ['maďarsko'] },
};
