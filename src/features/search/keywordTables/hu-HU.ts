import type { KeywordWords } from './define';

/** Hungarian. */
export const huHUWords: KeywordWords = {
  topics: {
    service: ['szerviz', 'ügyfélszolgálat', 'ugyfelszolgalat', 'segítség', 'segitseg', 'gyik'],
    contact: ['kapcsolat', 'elérhetőség', 'elerhetoseg', 'telefonszám'],
    catalogue: ['katalógus', 'katalogus', 'prospektus', 'szórólap', 'témavilágok', 'ajánlatok'],
    giftCard: ['ajándékkártya', 'ajandekkartya', 'ajándékutalvány', 'ajandekutalvany', 'utalvány', 'utalvany'],
    returns: ['visszaküldés', 'visszakuldes', 'visszáru', 'visszaru', 'csere', 'elállás', 'elallas'],
    delivery: ['szállítás', 'szallitas', 'kiszállítás', 'kiszallitas', 'szállítási díj', 'házhozszállítás'],
    payment: ['fizetés', 'fizetes', 'fizetési módok', 'fizetesi modok', 'számla', 'szamla', 'utánvét'],
    stores: ['üzlet', 'uzlet', 'üzletek', 'uzletek', 'bolt', 'boltok', 'nyitvatartás', 'nyitvatartas'],
    newsletter: ['hírlevél', 'hirlevel', 'newsletter'],
    cart: ['kosár', 'kosar'],
    orders: ['rendelés', 'rendeles', 'rendeléseim', 'rendeleseim', 'rendelés állapota'],
  },
  countryShops: { SK: ['szlovákia', 'szlovakia'], AT: ['ausztria'] },
};
