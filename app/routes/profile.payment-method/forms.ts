// /profile/payment-method's intents: save a new card, delete one.
export const METHOD_INTENT = { add: 'add', remove: 'remove' } as const;
