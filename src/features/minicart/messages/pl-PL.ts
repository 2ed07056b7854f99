import type { MinicartMessageId } from './de-DE';

/** Polish. Counts use the plural forms one, few, many and other ("1 produkt", "3 produkty", "5 produktów"). */
export const plPL = {
  'minicart.title': 'Koszyk',
  'minicart.empty': 'Twój koszyk jest pusty.',
  'minicart.items': '{count, plural, one {# produkt} few {# produkty} many {# produktów} other {# produktu}}',
  'minicart.toCart': 'Przejdź do koszyka',
  'minicart.total': 'Razem',
  'minicart.checkout': 'Do kasy',
  'minicart.checkoutBlocked': 'Zanim przejdziesz do kasy, sprawdź uwagi w koszyku.',
  'minicart.checkoutBlocked.unavailable':
    'Niektóre produkty są niedostępne lub wyprzedane. Usuń je, zanim przejdziesz do kasy.',
  'minicart.quantity': 'Ilość',
  'minicart.quantityOf': 'Ilość: {quantity, number}',
  'minicart.remove': 'Usuń {title}',
  'minicart.removed': 'Usunięto: {title}.',
  'minicart.undo': 'Cofnij',
  'minicart.freeArticle': 'Gratis',
  'minicart.giftCard': 'Karta podarunkowa',
  'minicart.subscription': 'Subskrypcja',
  'minicart.partnerProduct': 'Produkt partnera',
  'minicart.soldOut': 'Wyprzedane',
  'minicart.notAvailable': 'Niedostępny',
  'minicart.dismiss': 'Zamknij komunikat',
  'minicart.addToCart': 'Dodaj do koszyka',
  'minicart.addToCart.inCart': 'W koszyku: {count, number}\u00a0szt.',
  'minicart.error.read': 'Z przyczyn technicznych nie można teraz wyświetlić koszyka. Spróbuj ponownie później.',
  'minicart.error.change': 'Z przyczyn technicznych nie można teraz zmienić koszyka. Spróbuj ponownie później.',
  'minicart.error.cartLimit':
    'W ramach jednego zakupu możesz zamówić maksymalnie {limit, plural, one {# produkt} few {# produkty} many {# produktów} other {# produktu}}.',
  'minicart.error.itemLimit':
    'Tego produktu możesz zamówić maksymalnie {limit, number}\u00a0szt. w ramach jednego zakupu.',
  'minicart.error.availabilityLimit':
    'Tego produktu {limit, plural, one {została już tylko # sztuka} few {zostały już tylko # sztuki} many {zostało już tylko # sztuk} other {zostało już tylko # sztuki}}.',
  'minicart.error.defective': 'Wystąpiły błędy. Zapoznaj się z uwagami pod koszykiem.',
  'minicart.error.voucherRemove': 'Nie udało się usunąć kodu rabatowego.',
  'minicart.error.giftCardRemove': 'Nie udało się usunąć karty podarunkowej. Odczekaj kilka minut i spróbuj ponownie.',
} satisfies Record<MinicartMessageId, string>;
