import type { Development } from '@estate/contract';
import { offPlanSchema } from '@/components/form/off-plan';
import { OffPlanCard } from '@/components/form/off-plan-card';
import { CountrySelect } from '@/components/form/country-select';
import { CheckboxField, TextAreaField, TextField } from '@/components/form/field';
import { InAreaRowsEditor } from '@/components/form/in-area-rows-editor';
import type { FormMode } from '@/components/form/listing-body';
import { EntityFormFooter, ImagesCard, useImageRemoval } from '@/components/form/listing-form-parts';
import { mergeOptions, type ChoiceList } from '@/components/form/choice-list';
import { MultiSelect, type MultiOption } from '@/components/form/multi-select';
import { PriceFields } from '@/components/form/price-fields';
import { SpaceRowsEditor } from '@/components/form/space-rows-editor';
import type { Removed } from '@/components/form/remove-stored';
import { requiredFields, useEntityForm } from '@/components/form/use-entity-form';
import { Card } from '@/components/ui/card';
import type { FlashMessage } from '@/hooks/use-timed-message';
import { developmentSignature, developmentValuesFrom, type DevelopmentFormValues } from '../development-values';

export type Choices = ChoiceList<MultiOption>;

export function DevelopmentForm({
  mode,
  initial,
  development,
  propertyChoices,
  save,
  version,
  reload,
  onSaved,
  onFailed,
  removeImage,
  message,
  onCancel,
}: {
  mode: FormMode;
  initial: DevelopmentFormValues | (() => DevelopmentFormValues);
  development?: Development;
  /** The properties a development can hold, chosen by title. */
  propertyChoices: Choices;
  save: (values: DevelopmentFormValues, version?: string) => Promise<Development>;
  /** Edit: the updatedAt of the stored development the form was loaded from. */
  version?: string;
  /** Edit: the stored development fetched again (after a 409). */
  reload?: () => Promise<Development>;
  onSaved?: (saved: Development) => void;
  onFailed?: (error: unknown) => void;
  removeImage?: (path: string) => Promise<Removed | false>;
  message: FlashMessage | null;
  onCancel: () => void;
}) {
  const form = useEntityForm<DevelopmentFormValues, Development>({
    initial,
    signature: developmentSignature,
    schema: mode === 'add' ? requiredFields([['title', 'Title']]).and(offPlanSchema) : offPlanSchema,
    save,
    version,
    reload,
    valuesFrom: mode === 'edit' ? developmentValuesFrom : undefined,
    leavesAfterSave: mode === 'add',
    onSaved,
    onFailed,
  });
  const { values, setField, errors } = form;

  const remove = useImageRemoval(form, removeImage);

  // Properties already linked stay choosable (with their titles) whatever the search shows, while
  // the list loads or if it failed.
  const linked = (development?.properties ?? []).map((p) => ({ value: p._id, label: p.title, hint: p.location }));
  const options = mergeOptions(linked, propertyChoices.options);

  return (
    <form
      className="entity-form"
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={mode === 'add' ? 'Add development' : 'Edit development'}
    >
      <div className="entity-form__grid">
        <div className="entity-form__main">
          <Card title="Essentials">
            <div className="grid grid--2">
              <TextField
                className="span-2"
                label="Title"
                name="title"
                value={values.title}
                onValueChange={(v) => setField('title', v)}
                required={mode === 'add'}
                error={errors.title}
              />
              <CountrySelect
                value={values.country}
                onValueChange={(v) => setField('country', v)}
                error={errors.country}
              />
              <TextField
                label="Location"
                name="location"
                value={values.location}
                onValueChange={(v) => setField('location', v)}
                error={errors.location}
              />
            </div>
            <div className="grid grid--3">
              <TextField
                label="Units"
                name="units"
                value={values.units}
                onValueChange={(v) => setField('units', v)}
                error={errors.units}
              />
              <TextField
                label="Bed Units"
                name="bedUnits"
                value={values.bedUnits}
                onValueChange={(v) => setField('bedUnits', v)}
                error={errors.bedUnits}
                hint="e.g. 1–4 bedrooms"
              />
              <TextField
                label="Penthouses"
                name="pentHouses"
                value={values.pentHouses}
                onValueChange={(v) => setField('pentHouses', v)}
                error={errors.pentHouses}
              />
            </div>
          </Card>

          <Card title="Price">
            <PriceFields
              label="Starting price (USD)"
              value={values.price}
              onValueChange={(v) => setField('price', v)}
              error={errors.price}
              aed={mode === 'edit' ? (development?.dPriceAed ?? null) : undefined}
              eur={mode === 'edit' ? (development?.dPriceEur ?? null) : undefined}
            />
          </Card>

          {propertyChoices.loading || options.length || propertyChoices.search ? (
            <Card title="Properties" description="Listings available in this development.">
              <MultiSelect
                label="Properties"
                name="properties"
                options={options}
                value={values.properties}
                onChange={(ids) => setField('properties', ids)}
                loading={propertyChoices.loading && !options.length}
                error={errors.properties}
                emptyText="No properties yet."
                search={propertyChoices.search}
                onSearch={propertyChoices.onSearch}
                total={propertyChoices.total}
              />
            </Card>
          ) : null}

          <Card title="Description">
            <TextAreaField
              label="First description"
              name="desc1"
              rows={6}
              value={values.desc1}
              onValueChange={(v) => setField('desc1', v)}
              error={errors.desc1}
            />
            <TextAreaField
              label="Second description"
              name="desc2"
              rows={6}
              value={values.desc2}
              onValueChange={(v) => setField('desc2', v)}
              error={errors.desc2}
            />
          </Card>

          <OffPlanCard values={values} onChange={setField} errors={errors} />

          <Card title="Spaces" description="Shown in the ‘View spaces’ tabs.">
            <SpaceRowsEditor
              name="spaces"
              label="Spaces"
              rowLabel="Space"
              rows={values.spaces}
              onChange={(rows) => setField('spaces', rows)}
              onRemoveImage={(_, item) => remove(item, () => undefined)}
              resetToOne={mode === 'edit'}
              errors={errors}
            />
          </Card>

          <Card title="Amenities" description="Shown in the ‘Explore amenities’ tabs.">
            <SpaceRowsEditor
              name="amenities"
              label="Amenities"
              rowLabel="Amenity"
              rows={values.amenities}
              onChange={(rows) => setField('amenities', rows)}
              onRemoveImage={(_, item) => remove(item, () => undefined)}
              resetToOne={mode === 'edit'}
              errors={errors}
            />
          </Card>

          <Card title="About the area">
            <div className="grid grid--2">
              <TextField
                className="span-2"
                label="Location title"
                name="locationTitle"
                value={values.locationTitle}
                onValueChange={(v) => setField('locationTitle', v)}
                error={errors.locationTitle}
              />
              <TextAreaField
                className="span-2"
                label="Location description"
                name="locationDescription"
                value={values.locationDescription}
                onValueChange={(v) => setField('locationDescription', v)}
                error={errors.locationDescription}
              />
            </div>
            <div className="grid grid--3">
              <TextField
                label="Median price"
                name="medianPrice"
                value={values.medianPrice}
                onValueChange={(v) => setField('medianPrice', v)}
                error={errors.medianPrice}
              />
              <TextField
                label="Median price per sq. ft."
                name="medianPricePerSq"
                value={values.medianPricePerSq}
                onValueChange={(v) => setField('medianPricePerSq', v)}
                error={errors.medianPricePerSq}
              />
              <TextField
                label="Rental yield"
                name="rentalYield"
                value={values.rentalYield}
                onValueChange={(v) => setField('rentalYield', v)}
                error={errors.rentalYield}
              />
            </div>
            <InAreaRowsEditor
              name="inTheArea"
              label="In the area"
              rows={values.inTheArea}
              onChange={(rows) => setField('inTheArea', rows)}
              onRemoveImage={(_, item) => remove(item, () => undefined)}
              resetToOne={mode === 'edit'}
              errors={errors}
            />
          </Card>
        </div>

        <aside className="entity-form__side">
          <Card title="Visibility">
            <CheckboxField
              label="Is Featured"
              name="isFeatured"
              checked={values.isFeatured}
              onCheckedChange={(v) => setField('isFeatured', v)}
              hint="Listed in the developments slider on the home page."
            />
            <CheckboxField
              label="Is Sold"
              name="isSold"
              checked={values.isSold}
              onCheckedChange={(v) => setField('isSold', v)}
              hint="Shown among sold developments."
            />
          </Card>
          <ImagesCard
            form={form}
            remove={remove}
            single={{ name: 'featuredImage', label: 'Featured image' }}
            list={{ name: 'galleryImages', label: 'Gallery images' }}
          />
        </aside>
      </div>

      <EntityFormFooter form={form} mode={mode} noun="Development" message={message} onCancel={onCancel} />
    </form>
  );
}
