import type { Contact, ContactDetail } from '@estate/contract';
import { useEffect, useId, useState } from 'react';
import { SEARCH_DELAY_MS } from '@/components/ui/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { SearchIcon } from '@/components/ui/icons';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText, listErrorText } from '@/lib/api-client';
import { useContacts } from '../api/get-contacts';
import { useMergeContacts } from '../api/merge-contacts';
import { contactName, leadCount } from '../contact-labels';

/** Contacts a search offers to choose from: enough to find one, few enough to read. */
const CHOICES = 8;

/**
 * Merge another contact of the same person into `contact`: found by a search (name, e-mail or
 * phone), chosen, then asked once more, since the other contact is deleted. Its leads, addresses
 * and numbers move to `contact`.
 */
export function MergeContactDialog({
  open,
  contact,
  onClose,
  onMerged,
  onFailed,
}: {
  open: boolean;
  contact: ContactDetail;
  onClose: () => void;
  onMerged: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Contact | null>(null);
  const [confirming, setConfirming] = useState(false);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const results = useContacts({ q, limit: CHOICES + 1 }, open && q !== '');
  const merge = useMergeContacts();
  const others = (results.data?.items ?? []).filter((c) => c._id !== contact._id).slice(0, CHOICES);

  // A dialog opened again starts afresh.
  useEffect(() => {
    if (!open) {
      setSearch('');
      setChosen(null);
      setConfirming(false);
    }
  }, [open]);

  const run = () => {
    if (!chosen) return;
    merge.mutate(
      { from: chosen._id, into: contact._id },
      {
        onSuccess: () => {
          onMerged(`${contactName(chosen)} is merged into this contact.`);
          onClose();
        },
        onError: (error) => {
          onFailed(errorText(error, ADMIN_MESSAGES.contacts.mergeFailed));
          onClose();
        },
      },
    );
  };

  return (
    <>
      <Dialog
        open={open && !confirming}
        title="Merge with another contact"
        description={`Find the other contact of ${contactName(contact)}: its leads, e-mail addresses and phone numbers move here, and it is deleted.`}
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" disabled={!chosen} onClick={() => setConfirming(true)}>
              Merge into this contact
            </Button>
          </>
        }
      >
        <div className="field choice-search">
          <label className="field__label" htmlFor={searchId}>
            Find a contact
          </label>
          <div className="search-input search-input--full">
            <SearchIcon />
            <input
              id={searchId}
              type="search"
              className="input"
              value={search}
              maxLength={200}
              placeholder="Name, e-mail or phone"
              data-autofocus
              onChange={(event) => {
                setSearch(event.target.value);
                setChosen(null);
              }}
            />
          </div>
        </div>
        {q === '' ? null : results.isPending ? (
          <p className="picker__empty">Searching…</p>
        ) : results.isError ? (
          <p className="dialog__error" role="alert">
            {listErrorText(results.error, ADMIN_MESSAGES.contacts.listFailed)}
          </p>
        ) : others.length ? (
          <fieldset className="merge-choices">
            <legend className="visually-hidden">Contacts found</legend>
            <ul className="multi__list">
              {others.map((other) => (
                <li key={other._id} className="multi__item">
                  <input
                    id={`${searchId}-${other._id}`}
                    type="radio"
                    name={`${searchId}-choice`}
                    className="check__input"
                    checked={chosen?._id === other._id}
                    onChange={() => setChosen(other)}
                  />
                  <label className="multi__label" htmlFor={`${searchId}-${other._id}`}>
                    <span>{contactName(other)}</span>
                    <span className="multi__hint">
                      {[other.name ? other.email : '', other.phone, leadCount(other.leadCount)]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : (
          <p className="picker__empty">No other contact matches “{q}”.</p>
        )}
      </Dialog>
      <ConfirmDialog
        open={open && confirming && !!chosen}
        title={`Merge ${chosen ? contactName(chosen) : ''} into ${contactName(contact)}?`}
        description={
          chosen ? (
            <>
              The {leadCount(chosen.leadCount)} of {contactName(chosen)}, with its e-mail addresses and phone numbers,
              move to {contactName(contact)}, and {contactName(chosen)} is deleted. This cannot be undone.
            </>
          ) : null
        }
        confirmLabel="Merge contacts"
        busy={merge.isPending}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
