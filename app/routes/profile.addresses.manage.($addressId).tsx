// Add or edit a home address (account.md §2 /profile/addresses/manage/{addressId?}, "opened as a
// modal"; §5; shopping.md §5, §8): the address picker's form, its rules and messages, and its save
// (address-forms.server.ts): the coverage check ('L'indirizzo inserito non è coperto dal servizio.',
// 'Indirizzo non servito dalla consegna a casa'), 'Indirizzo non validato. Salvare lo stesso ?' with
// 'Salva lo stesso', everything typed kept on a refusal. A child of /profile/addresses: with JS a
// modal dialog over the list, without JS a section of the page. Saved, back to the list with a
// message. Only the customer's own home addresses can be edited: any other id is not found.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ADDRESS_TYPE } from '#domain/services';
import { AddressForm } from '~/components/places/AddressForms';
import { PlaceDialog } from '~/components/places/PlaceDialog';
import { EbsnError, NotFoundError } from '~/ebsn/errors';
import { viewAddress } from '~/ebsn/places.server';
import type { Address } from '~/ebsn/places-schemas';
import { tAddresses as t } from '~/i18n/addresses';
import { tPlaces } from '~/i18n/places';
import { ADDRESS_BOOK_PATH, idOf, intentOf, MANAGE_INTENTS } from '~/lib/address-forms';
import { submitAddressForm } from '~/lib/address-forms.server';
import { requireUser } from '~/lib/auth.server';
import { readForm } from '~/lib/form-body.server';
import { routeHeaders } from '~/lib/headers';
import { checkForm } from '~/lib/security.server';
import { pageMeta } from '~/lib/seo';
import { authRefused, failure, notFound } from '~/lib/failures.server';
import { flashMessage, goTo, respond, sessionEnded, type Shopper } from '~/lib/shopper.server';

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({ title: data?.address ? t('meta.edit') : t('meta.new') }),
  { name: 'robots', content: 'noindex' },
];

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * The address the page edits: none for a new one; the customer's own home address for an id, or
 * the page is not found (another customer's address reads as none; a pickup point is not theirs to
 * edit; a malformed id is no address).
 */
async function editedAddress(shopper: Shopper, request: Request, param: string | undefined): Promise<Address | undefined> {
  if (param === undefined) return undefined;
  const addressId = idOf(param) ?? notFound();
  let address: Address;
  try {
    address = await viewAddress(shopper.api, addressId);
  } catch (error) {
    if (error instanceof EbsnError && authRefused(error)) return sessionEnded(shopper, request);
    if (error instanceof EbsnError || error instanceof NotFoundError) notFound();
    return failure(error, request, shopper);
  }
  return address.addressTypeId === ADDRESS_TYPE.home ? address : notFound();
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  const address = await editedAddress(shopper, request, params.addressId);
  return respond(shopper, { address: address ?? null }, { headers: NO_STORE });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const formData = await readForm(request);
  await checkForm(formData, request);
  if (!intentOf(formData, MANAGE_INTENTS)) throw new Response('Bad Request', { status: 400 });
  const { shopper } = await requireUser(request, { context });
  const address = await editedAddress(shopper, request, params.addressId);
  try {
    // the address of the page, whatever the form says
    const outcome = await submitAddressForm(shopper.api, formData, { addressId: address?.addressId ?? null });
    if (outcome.kind === 'rejected') return respond(shopper, outcome.reply, { status: outcome.status, headers: NO_STORE });
    flashMessage(shopper, { level: 'success', text: t(outcome.created ? 'manage.created' : 'manage.updated') });
    return goTo(shopper, ADDRESS_BOOK_PATH);
  } catch (error) {
    if (error instanceof EbsnError && authRefused(error)) return sessionEnded(shopper, request);
    return failure(error, request, shopper);
  }
}

export default function ManageAddressPage() {
  const { address } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <PlaceDialog
      titleId="manage-address-title"
      title={address ? tPlaces('address.formTitleEdit') : tPlaces('address.formTitleNew')}
      closeTo={ADDRESS_BOOK_PATH}
    >
      <AddressForm
        // a new page (another address, or a new one) is a new form
        key={address?.addressId ?? 'new'}
        address={address ?? undefined}
        back={ADDRESS_BOOK_PATH}
        redirectTo={ADDRESS_BOOK_PATH}
        answer={answer}
        titled={false}
      />
    </PlaceDialog>
  );
}
