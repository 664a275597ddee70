import { useId, useState, type FormEvent } from 'react';
import { mergeOptions, useKnownOptions, type ChoiceList } from '@/components/form/choice-list';
import { SelectField, type SelectOption } from '@/components/form/field';
import { FormFooter } from '@/components/form/form-footer';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SearchIcon } from '@/components/ui/icons';
import { useTimedMessage, type FlashMessage } from '@/hooks/use-timed-message';
import { ADMIN_MESSAGES } from '@/lib/admin-messages';
import { errorText } from '@/lib/api-client';
import { imageUrl } from '@/lib/media';
import { useFullWidthDevelopment, useFullWidthProperty } from '../api/get-fullwidth-featured';
import { useSetFullWidthFeatured, type FullWidthChoice } from '../api/set-fullwidth-featured';

export type Choices = ChoiceList<SelectOption>;

/**
 * A search box for a long choice list: the server answers the first matches (docs/decisions/0016),
 * so the select below never holds the whole catalogue.
 */
function ChoiceSearch({ label, choices }: { label: string; choices: Choices }) {
  const id = useId();
  if (!choices.onSearch) return null;
  const onSearch = choices.onSearch;
  return (
    <div className="search-input choice-search">
      <SearchIcon />
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input"
        placeholder={label}
        value={choices.search ?? ''}
        maxLength={200}
        onChange={(event) => onSearch(event.target.value)}
      />
    </div>
  );
}

const moreHint = (choices: Choices) =>
  choices.total !== undefined && choices.total > choices.options.length
    ? `The first ${choices.options.length.toLocaleString('en-US')} of ${choices.total.toLocaleString('en-US')}: search to find another.`
    : undefined;

function Current({ label, title, image }: { label: string; title?: string; image?: string | null }) {
  return (
    <div className="current-feature">
      {image ? (
        <img src={imageUrl(image)} alt="" className="current-feature__image" />
      ) : (
        <span className="current-feature__image current-feature__image--empty" aria-hidden="true" />
      )}
      <div>
        <p className="current-feature__label">{label}</p>
        <p className="current-feature__title">{title ?? 'None chosen yet'}</p>
      </div>
    </div>
  );
}

/** Pick the full-width featured property and development of the home page (admin spec §2, §4). */
export function FeaturedSettings({
  propertyChoices,
  developmentChoices,
}: {
  propertyChoices: Choices;
  developmentChoices: Choices;
}) {
  const property = useFullWidthProperty();
  const development = useFullWidthDevelopment();
  // Above the form: a save changes the current choice, which renews (remounts) the form below.
  const flash = useTimedMessage();
  const save = useSetFullWidthFeatured();
  const onSave = (choice: FullWidthChoice) =>
    save.mutate(choice, {
      onSuccess: () => flash.show('success', ADMIN_MESSAGES.settingsUpdated),
      onError: (e) => flash.show('error', errorText(e, ADMIN_MESSAGES.settingsFailed)),
    });
  if (property.isPending || development.isPending) {
    return (
      <Card title="Home page features">
        <p className="picker__empty">Loading...</p>
      </Card>
    );
  }
  return (
    <FeaturedForm
      key={`${property.data?._id ?? ''}:${development.data?._id ?? ''}`}
      current={{
        propertyId: property.data?._id ?? '',
        propertyTitle: property.data?.title,
        propertyImage: property.data?.featuredImage,
        developmentId: development.data?._id ?? '',
        developmentTitle: development.data?.title,
        developmentImage: development.data?.featuredImage,
      }}
      propertyChoices={propertyChoices}
      developmentChoices={developmentChoices}
      message={flash.message}
      saving={save.isPending}
      onSave={onSave}
    />
  );
}

function FeaturedForm({
  current,
  propertyChoices,
  developmentChoices,
  message,
  saving,
  onSave,
}: {
  current: {
    propertyId: string;
    propertyTitle?: string;
    propertyImage?: string | null;
    developmentId: string;
    developmentTitle?: string;
    developmentImage?: string | null;
  };
  propertyChoices: Choices;
  developmentChoices: Choices;
  message: FlashMessage | null;
  saving: boolean;
  onSave: (choice: FullWidthChoice) => void;
}) {
  const [propertyId, setPropertyId] = useState(current.propertyId);
  const [developmentId, setDevelopmentId] = useState(current.developmentId);
  const [error, setError] = useState<string>();
  const knownProperty = useKnownOptions(propertyChoices.options);
  const knownDevelopment = useKnownOptions(developmentChoices.options);
  // The chosen item stays in its select (with its title) whatever the search lists.
  const chosen = (id: string, known: (v: string) => SelectOption | undefined, currentId: string, title?: string) =>
    !id ? [] : [known(id) ?? { value: id, label: id === currentId && title ? title : id }];
  const propertyOptions = mergeOptions(
    chosen(propertyId, knownProperty, current.propertyId, current.propertyTitle),
    propertyChoices.options,
  );
  const developmentOptions = mergeOptions(
    chosen(developmentId, knownDevelopment, current.developmentId, current.developmentTitle),
    developmentChoices.options,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!propertyId && !developmentId) {
      setError('Choose a property or a development');
      return;
    }
    setError(undefined);
    onSave({ propertyId: propertyId || undefined, developmentId: developmentId || undefined });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Home page features">
      <Card
        title="Home page features"
        description="The property and the development shown full width on the home page. Choosing a new one replaces the current one."
      >
        <div className="grid grid--2">
          <Current label="Full-width property now" title={current.propertyTitle} image={current.propertyImage} />
          <Current
            label="Full-width development now"
            title={current.developmentTitle}
            image={current.developmentImage}
          />
          <div>
            <ChoiceSearch label="Search properties" choices={propertyChoices} />
            <SelectField
              label="Full-width featured property"
              name="fullWidthProperty"
              value={propertyId}
              onValueChange={setPropertyId}
              options={propertyOptions}
              placeholder={propertyChoices.loading ? 'Loading properties…' : 'Select a property'}
              disabled={propertyChoices.loading}
              hint={moreHint(propertyChoices)}
              error={error}
            />
          </div>
          <div>
            <ChoiceSearch label="Search developments" choices={developmentChoices} />
            <SelectField
              label="Full-width featured development"
              name="fullWidthDevelopment"
              value={developmentId}
              onValueChange={setDevelopmentId}
              options={developmentOptions}
              placeholder={developmentChoices.loading ? 'Loading developments…' : 'Select a development'}
              disabled={developmentChoices.loading}
              hint={moreHint(developmentChoices)}
            />
          </div>
        </div>
        <FormFooter message={message}>
          <Button type="submit" variant="primary" busy={saving}>
            Save
          </Button>
        </FormFooter>
      </Card>
    </form>
  );
}
