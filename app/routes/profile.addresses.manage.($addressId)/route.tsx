// Add or edit a home address (account.md §2 /profile/addresses/manage/{addressId?}, "opened as a
// modal"; §5; shopping.md §5, §8): the address picker's form, its rules and messages, and its save
// (address-forms.server.ts): the coverage check ('L'indirizzo inserito non è coperto dal servizio.',
// 'Indirizzo non servito dalla consegna a casa'), 'Indirizzo non validato. Salvare lo stesso ?' with
// 'Salva lo stesso', everything typed kept on a refusal. A child of /profile/addresses: with JS a
// modal dialog over the list, without JS a section of the page. Saved, back to the list with a
// message. Only the customer's own home addresses can be edited: any other id is not found.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { AddressForm } from '~/components/places/AddressForms';
import { PlaceDialog } from '~/components/places/PlaceDialog';
import { tAddresses as t } from '~/i18n/addresses';
import { tPlaces } from '~/i18n/places';
import { defineAction, intent } from '~/lib/action.server';
import { ADDRESS_BOOK_PATH } from '~/lib/address-forms';
import { requireUser } from '~/lib/auth.server';
import { routeHeaders } from '~/lib/headers';
import { addressFormSchema, ADDRESS_INTENT } from '~/lib/place-forms';
import { pageMeta } from '~/lib/seo';
import { respond } from '~/lib/shopper.server';
import { editedAddress, saveHome } from './manage.server';

export const headers = routeHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta({ title: data?.address ? t('meta.edit') : t('meta.new') }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { shopper } = await requireUser(request, { context });
  const address = await editedAddress(shopper, request, params.addressId);
  return respond(shopper, { address: address ?? null });
}

export const action = defineAction({
  auth: 'customer',
  intents: {
    [ADDRESS_INTENT.save]: intent({
      schema: addressFormSchema,
      invalid: async ({ shopper, request, params, submission }) => {
        // another customer's address is not found, however the form is filled in
        await editedAddress(shopper, request, params.addressId);
        return respond(shopper, { result: submission.reply(), askForce: false }, { status: 400 });
      },
      run: async ({ shopper, request, params, value, reply }) =>
        saveHome(shopper, await editedAddress(shopper, request, params.addressId), value, reply),
    }),
  },
});

export default function ManageAddressPage() {
  const { address } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <PlaceDialog
      titleId="manage-address-title"
      title={address ? tPlaces('address.formTitleEdit') : tPlaces('address.formTitleNew')}
      closeTo={ADDRESS_BOOK_PATH}
      // over the address book, whose h1 the page keeps
      level={2}
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
