import type { KeywordWords } from './define';

/** Czech. */
export const csCZWords: KeywordWords = {
  topics: {
    service: ['služby', 'sluzby', 'zákaznický servis', 'zakaznicky servis', 'pomoc', 'faq', 'otázky'],
    contact: ['kontakt', 'kontakty', 'infolinka'],
    catalogue: ['katalog', 'leták', 'letak', 'tematické světy', 'nabídka', 'nabidka'],
    giftCard: ['dárková karta', 'darkova karta', 'dárkový poukaz', 'darkovy poukaz', 'poukaz', 'poukázka'],
    returns: ['vrácení', 'vraceni', 'vrácení zboží', 'reklamace', 'výměna', 'vymena'],
    delivery: ['doprava', 'doručení', 'doruceni', 'dodání', 'dodani', 'poštovné', 'postovne'],
    payment: ['platba', 'platby', 'způsob platby', 'zpusob platby', 'faktura', 'dobírka', 'dobirka'],
    stores: ['prodejna', 'prodejny', 'obchod', 'obchody', 'pobočky', 'otevírací doba'],
    newsletter: ['newsletter', 'zpravodaj', 'novinky e-mailem'],
    cart: ['košík', 'kosik'],
    orders: ['objednávka', 'objednavka', 'objednávky', 'moje objednávky'],
  },
  countryShops: { SK: ['slovensko'], DE: ['německo', 'nemecko'] },
};
