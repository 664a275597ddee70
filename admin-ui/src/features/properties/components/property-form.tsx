import type { Property } from '@estate/contract';
import type { ChoiceList } from '@/components/form/choice-list';
import type { SelectOption } from '@/components/form/field';
import { offPlanSchema } from '@/components/form/off-plan';
import { OffPlanCard } from '@/components/form/off-plan-card';
import { CountrySelect } from '@/components/form/country-select';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/form/field';
import { InAreaRowsEditor } from '@/components/form/in-area-rows-editor';
import type { FormMode } from '@/components/form/listing-body';
import { EntityFormFooter, ImagesCard, useImageRemoval } from '@/components/form/listing-form-parts';
import { PriceFields } from '@/components/form/price-fields';
import { SpaceRowsEditor } from '@/components/form/space-rows-editor';
import type { Removed } from '@/components/form/remove-stored';
import { requiredFields, useEntityForm } from '@/components/form/use-entity-form';
import { Card } from '@/components/ui/card';
import type { FlashMessage } from '@/hooks/use-timed-message';
import {
  PROPERTY_TYPE_OPTIONS,
  propertySignature,
  propertyValuesFrom,
  type PropertyFormValues,
} from '../property-values';
import { ListingSection, MediaSection } from './listing-sections';

export function PropertyForm({
  mode,
  initial,
  property,
  save,
  version,
  reload,
  onSaved,
  onFailed,
  removeImage,
  message,
  onCancel,
  agentChoices,
}: {
  mode: FormMode;
  /** The team members a listing can name as its agent. */
  agentChoices: ChoiceList<SelectOption>;
  initial: PropertyFormValues | (() => PropertyFormValues);
  /** The stored property (edit): its computed prices are shown. */
  property?: Property;
  save: (values: PropertyFormValues, version?: string) => Promise<Property>;
  /** Edit: the updatedAt of the stored property the form was loaded from. */
  version?: string;
  /** Edit: the stored property fetched again (after a 409). */
  reload?: () => Promise<Property>;
  onSaved?: (saved: Property) => void;
  onFailed?: (error: unknown) => void;
  /** Remove a stored image through the server; resolves true once it is gone. */
  removeImage?: (path: string) => Promise<Removed | false>;
  message: FlashMessage | null;
  onCancel: () => void;
}) {
  const form = useEntityForm<PropertyFormValues, Property>({
    initial,
    signature: propertySignature,
    schema: mode === 'add' ? requiredFields([['title', 'Title']]).and(offPlanSchema) : offPlanSchema,
    save,
    version,
    reload,
    valuesFrom: mode === 'edit' ? propertyValuesFrom : undefined,
    leavesAfterSave: mode === 'add',
    onSaved,
    onFailed,
  });
  const { values, setField, errors } = form;
  const required = mode === 'add';

  const remove = useImageRemoval(form, removeImage);

  return (
    <form
      className="entity-form"
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={mode === 'add' ? 'Add property' : 'Edit property'}
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
                required={required}
                error={errors.title}
              />
              <SelectField
                label="Property type"
                name="propertyType"
                value={values.propertyType}
                onValueChange={(v) => setField('propertyType', v)}
                options={PROPERTY_TYPE_OPTIONS}
                placeholder="Select a type"
                error={errors.propertyType}
              />
              <CountrySelect
                value={values.country}
                onValueChange={(v) => setField('country', v)}
                error={errors.country}
              />
              <TextField
                className="span-2"
                label="Location"
                name="location"
                value={values.location}
                onValueChange={(v) => setField('location', v)}
                error={errors.location}
                hint="The community or district, e.g. Palm Jumeirah. Used for the map and search."
              />
            </div>
          </Card>

          <ListingSection
            mode={mode}
            values={values}
            setField={setField}
            errors={errors}
            agentChoices={agentChoices}
            property={property}
          />

          <Card title="Price and size">
            <PriceFields
              value={values.price}
              onValueChange={(v) => setField('price', v)}
              error={errors.price}
              aed={mode === 'edit' ? (property?.priceAed ?? null) : undefined}
              eur={mode === 'edit' ? (property?.priceEur ?? null) : undefined}
            />
            <div className="grid grid--3">
              <TextField
                label="Beds"
                name="beds"
                value={values.beds}
                onValueChange={(v) => setField('beds', v)}
                error={errors.beds}
                inputMode="numeric"
              />
              <TextField
                label="Baths"
                name="baths"
                value={values.baths}
                onValueChange={(v) => setField('baths', v)}
                error={errors.baths}
                inputMode="numeric"
              />
              <TextField
                label="Space (sq. ft.)"
                name="space"
                value={values.space}
                onValueChange={(v) => setField('space', v)}
                error={errors.space}
                inputMode="decimal"
              />
            </div>
          </Card>

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

          <Card title="Spaces" description="Rooms shown in the ‘View spaces’ tabs, each with its own pictures.">
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
              hint="Listed in the featured slider on the home page."
            />
          </Card>
          <ImagesCard
            form={form}
            remove={remove}
            single={{ name: 'featuredImage', label: 'Featured image' }}
            list={{ name: 'galleryImages', label: 'Gallery images' }}
          />
          <ImagesCard
            form={form}
            remove={remove}
            title="Floor plans"
            list={{ name: 'floorPlans', label: 'Floor plan images' }}
          />
          <MediaSection values={values} setField={setField} errors={errors} remove={remove} />
        </aside>
      </div>

      <EntityFormFooter form={form} mode={mode} noun="Property" message={message} onCancel={onCancel} />
    </form>
  );
}
