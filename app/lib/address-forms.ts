// The address book's two pages (account.md §2 /profile/addresses and /profile/addresses/manage/{id}):
// where each is, for the list, its add/edit dialog and the address picker's form that go back there.

export const ADDRESS_BOOK_PATH = '/profile/addresses';
export const MANAGE_PATH = '/profile/addresses/manage';
