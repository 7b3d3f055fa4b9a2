// What the lists page reads (own lists, the default marked, and those shared with the customer) and
// what its buttons do; each done is said with the list's name.
import {
  createWishlist,
  deleteWishlist,
  isEditable,
  listWishlists,
  renameWishlist,
  selectDefaultWishlist,
  viewWishlist,
} from '~/ebsn/wishlist.server';
import { tLists as t } from '~/i18n/lists';
import { idOf } from '~/lib/ids';
import { flashMessage, goTo, type Shopper } from '~/lib/shopper.server';
import { CONFIRM_DELETE, LISTS_PATH } from './forms';

export async function listsPage(shopper: Shopper, url: URL) {
  const { personalList } = await listWishlists(shopper.api);
  const lists = personalList.map((list) => ({
    id: list.id,
    name: list.name,
    size: list.size,
    isDefault: list.isDefault === true,
    // a list shared with the customer carries sharingData; their own lists do not
    own: !list.sharingData,
    editable: isEditable(list),
  }));
  const own = lists.filter((list) => list.own);
  const deleting = idOf(url.searchParams.get(CONFIRM_DELETE));
  return {
    own,
    shared: lists.filter((list) => !list.own),
    // only a list of their own can be deleted; any other id asks nothing
    confirmDelete: own.find((list) => list.id === deleting) ?? null,
  };
}

function done(shopper: Shopper, text: string) {
  flashMessage(shopper, { level: 'success', text });
  return goTo(shopper, LISTS_PATH);
}

export async function createList(shopper: Shopper, name: string) {
  const list = await createWishlist(shopper.api, name);
  return done(shopper, t('create.done', { name: list.name }));
}

export async function renameList(shopper: Shopper, listId: number, name: string) {
  const list = await renameWishlist(shopper.api, listId, name);
  return done(shopper, t('rename.done', { name: list.name }));
}

export async function makeDefaultList(shopper: Shopper, listId: number) {
  const list = await selectDefaultWishlist(shopper.api, listId);
  return done(shopper, t('makeDefault.done', { name: list.name }));
}

/** The list read first, to name it in the message (and refused as the backend refuses it). */
export async function deleteList(shopper: Shopper, listId: number) {
  const list = await viewWishlist(shopper.api, listId);
  await deleteWishlist(shopper.api, listId);
  return done(shopper, t('delete.done', { name: list.name }));
}
