// Products of the seeded catalogue (backend/seed) that the journeys buy, each for what it is: a
// product sold by the piece, a pack, one sold by weight, one with options, a promotion that allows
// substitutes and one that does not, one with a purchase limit (MAXACQ), and a dear one (a few bottles
// reach a service's minimum spend).
export type SeededProduct = { slug: string; name: string };

export const PIECE: SeededProduct = { slug: 'latte-uht-intero-latteria-veneta-1-l', name: 'Latte UHT intero' };
export const PACK: SeededProduct = { slug: 'latte-ad-alta-digeribilita-latteria-veneta-6x1-l', name: 'Latte ad alta digeribilità' };
/** a litre of milk of another kind, within the 15 % over PIECE's price that picking allows a substitute */
export const PIECE_SUBSTITUTE: SeededProduct = {
  slug: 'latte-uht-parzialmente-scremato-prati-verdi-1-l',
  name: 'Latte UHT parzialmente scremato',
};
export const LOOSE: SeededProduct = { slug: 'lattuga-romana-spesa-al-kg', name: 'Lattuga romana' };
export const OPTIONS: SeededProduct = { slug: 'gorgonzola-dop-piccante-bufala-reale-al-kg', name: 'Gorgonzola DOP piccante' };
export const PROMO_YES: SeededProduct = { slug: 'wurstel-senza-glutine-norcineria-umbra-100-g', name: 'Würstel senza glutine' };
export const PROMO_NO: SeededProduct = { slug: 'spugne-abrasive-casa-splendente-3-pz', name: 'Spugne abrasive' };
export const MAXACQ: SeededProduct = { slug: 'latte-di-crescita-1-cucciolo-dolce-1-l', name: 'Latte di crescita 1' };
export const EXPENSIVE: SeededProduct = {
  slug: 'aceto-balsamico-tradizionale-di-modena-dop-acetaia-estense-100-ml',
  name: 'Aceto Balsamico Tradizionale di Modena DOP',
};
