// Fixed texts of the product pages: storage advice, classes, options, editions.
import type { SelectOptionKind } from './catalog-dsl';

export const STORAGE: Record<string, string> = {
  frutta: 'Conservare in luogo fresco e asciutto; in frigorifero nel cassetto della frutta per una maggiore durata.',
  verdura: 'Conservare in frigorifero nel cassetto delle verdure e consumare entro pochi giorni.',
  frigo: 'Conservare in frigorifero tra 0 e +4 °C. Una volta aperto consumare entro 3 giorni.',
  pesce: 'Conservare in frigorifero tra 0 e +2 °C e consumare entro 24 ore dall\'acquisto.',
  freezer: 'Conservare in congelatore a -18 °C. Una volta scongelato non ricongelare e consumare entro 24 ore.',
  secco: 'Conservare in luogo fresco e asciutto, lontano da fonti di calore e dalla luce diretta del sole.',
  pane: 'Conservare in luogo fresco e asciutto, in un sacchetto di carta. Consumare preferibilmente entro 24 ore.',
  latte_uht: 'Conservare in luogo fresco e asciutto. Dopo l\'apertura conservare in frigorifero e consumare entro 3 giorni.',
  uova: 'Conservare in frigorifero, lontano da alimenti dall\'odore intenso. Consumare entro 28 giorni dalla deposizione.',
  olio: 'Conservare al riparo dalla luce e da fonti di calore, a temperatura tra 14 e 20 °C.',
  caffe: 'Conservare in luogo fresco e asciutto. Dopo l\'apertura richiudere bene e consumare entro 10 giorni.',
  bevande: 'Conservare in luogo fresco e asciutto, al riparo dalla luce del sole e da fonti di calore.',
  vino: 'Conservare in luogo fresco e buio, con la bottiglia coricata. Servire alla temperatura consigliata.',
  casa: 'Conservare nella confezione originale, lontano dalla portata dei bambini e da fonti di calore.',
  persona: 'Conservare a temperatura ambiente, lontano da fonti di calore e dalla luce diretta del sole.',
  animali: 'Conservare in luogo fresco e asciutto. Le confezioni aperte di cibo umido vanno tenute in frigorifero e consumate entro 48 ore.',
};

export type ClassDef = { name: string; description: string; icon: string; typeId: number; groupId: number };

// typeId 1 = diet, 2 = origin and quality marks, 3 = handling
export const PRODUCT_CLASSES: ClassDef[] = [
  { name: 'Bio', description: 'Prodotto da agricoltura biologica certificata secondo il Reg. UE 2018/848.', icon: 'seedling', typeId: 1, groupId: 1 },
  { name: 'Senza glutine', description: 'Adatto ai celiaci: contenuto di glutine inferiore a 20 mg/kg.', icon: 'sheaf-of-rice', typeId: 1, groupId: 1 },
  { name: 'Senza lattosio', description: 'Contenuto di lattosio inferiore a 0,1 g per 100 g, adatto agli intolleranti.', icon: 'glass-of-milk', typeId: 1, groupId: 1 },
  { name: 'Vegano', description: 'Senza ingredienti di origine animale.', icon: 'leafy-green', typeId: 1, groupId: 1 },
  { name: 'Surgelato', description: 'Prodotto surgelato: conservare a -18 °C e non ricongelare dopo lo scongelamento.', icon: 'snowflake', typeId: 3, groupId: 3 },
  { name: 'Prodotto italiano', description: 'Materie prime coltivate, allevate e lavorate in Italia.', icon: 'sparkles', typeId: 2, groupId: 2 },
  { name: 'DOP', description: 'Denominazione di Origine Protetta: prodotto interamente nella zona d\'origine secondo un disciplinare.', icon: 'star', typeId: 2, groupId: 2 },
  { name: 'IGP', description: 'Indicazione Geografica Protetta: almeno una fase di produzione avviene nella zona d\'origine.', icon: 'glowing-star', typeId: 2, groupId: 2 },
  { name: 'Km 0', description: 'Prodotto locale, coltivato in Veneto o in Emilia Romagna vicino ai nostri punti vendita.', icon: 'house-with-garden', typeId: 2, groupId: 2 },
];

export const SELECT_OPTIONS: Record<SelectOptionKind, { name: string; parameterName: string; options: Array<{ key: string; value: string }> }> = {
  taglio: {
    name: 'Taglio',
    parameterName: 'TAGLIO',
    options: [
      { key: 'sottile', value: 'Sottile' },
      { key: 'medio', value: 'Medio' },
      { key: 'spesso', value: 'Spesso' },
    ],
  },
  affettato: {
    name: 'Affettato',
    parameterName: 'AFFETTATO',
    options: [
      { key: 'si', value: 'Sì' },
      { key: 'no', value: 'No' },
    ],
  },
  pulizia: {
    name: 'Pulizia',
    parameterName: 'PULIZIA',
    options: [
      { key: 'intero', value: 'Intero' },
      { key: 'eviscerato', value: 'Eviscerato' },
      { key: 'filettato', value: 'Sfilettato' },
    ],
  },
};

// When a catalogue asks for more products than the tables hold, each product line comes again
// as an edition: same goods, a named variant (and a different slug, barcode and code).
export type Edition = { label: string; factor: number; classes?: readonly string[] };
export const FOOD_EDITIONS: Edition[] = [
  { label: 'Bio', factor: 1.25, classes: ['Bio'] },
  { label: 'Selezione Oro', factor: 1.3 },
  { label: 'Tradizione', factor: 1.1 },
  { label: 'Gran Gusto', factor: 1.15 },
  { label: 'Linea Leggera', factor: 1.05 },
  { label: 'Antica Ricetta', factor: 1.2 },
  { label: 'Qualità Premium', factor: 1.35 },
  { label: 'Formato Famiglia', factor: 0.92 },
  { label: 'Gourmet', factor: 1.4 },
  { label: 'Convenienza', factor: 0.85 },
  { label: 'del Contadino', factor: 1.1 },
  { label: 'Riserva', factor: 1.45 },
];
export const NONFOOD_EDITIONS: Edition[] = [
  { label: 'Eco', factor: 1.1 },
  { label: 'Maxi', factor: 0.9 },
  { label: 'Delicato', factor: 1.05 },
  { label: 'Profumo Fresco', factor: 1 },
  { label: 'Sensitive', factor: 1.15 },
  { label: 'Ultra', factor: 1.2 },
  { label: 'Plus', factor: 1.1 },
  { label: 'Natura', factor: 1.15 },
  { label: 'Professional', factor: 1.3 },
  { label: 'Compact', factor: 1 },
  { label: 'Classico', factor: 0.95 },
  { label: 'Premium', factor: 1.35 },
];
