// The meal-ticket types as the backend lists them (docs/meal-tickets.md): type 18 with upday (its own
// page) and pellegrini (user and password in the shop), type 19 with edenred. The checkout reads
// them on every visit; tests of a sign-in add the provider calls they need.
import { http, HttpResponse } from 'msw';
import { MARIO } from './account';
import { EBSN, envelope } from './handlers';

export const MEAL_TICKET_TYPES = [
  {
    paymentTypeId: 18,
    name: 'Buoni pasto elettronici',
    descr: 'Paghi parte della spesa con i buoni pasto Up Day o Pellegrini; il resto con carta o alla consegna.',
    providers: [
      { provider: 'upday', name: 'Up Day', login: 'page' },
      { provider: 'pellegrini', name: 'Pellegrini', login: 'password' },
    ],
    selected: false,
  },
  {
    paymentTypeId: 19,
    name: 'Buoni pasto Edenred',
    descr: "Paghi parte della spesa con i buoni pasto Edenred dall'app; il resto con carta o alla consegna.",
    providers: [{ provider: 'edenred', name: 'Edenred', login: 'page' }],
    selected: false,
  },
];

export const mealTicketHandlers = [
  http.get(`${EBSN}/ebsn/api/meal-ticket-type/list`, () =>
    HttpResponse.json(envelope({ mealTicketTypes: MEAL_TICKET_TYPES }, { userId: MARIO.userId })),
  ),
];
