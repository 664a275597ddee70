import type { Development } from '@estate/contract';
import { offPlanSchema } from '@/components/form/off-plan';
import { OffPlanCard } from '@/components/form/off-plan-card';
import { CountrySelect } from '@/components/form/country-select';
import { FormTextFields } from '@/components/form/form-text-fields';
import {
  AboutTheAreaCard,
  AMENITIES,
  DescriptionCard,
  RowsCards,
  VisibilityCard,
} from '@/components/form/listing-form-cards';
import {
  EntityFormFrame,
  ImagesCard,
  useImageRemoval,
  type EntityFormProps,
} from '@/components/form/listing-form-parts';
import { mergeOptions, type ChoiceList } from '@/components/form/choice-list';
import { MultiSelect, type MultiOption } from '@/components/form/multi-select';
import { PriceFields } from '@/components/form/price-fields';
import { requiredFields, useEntityForm } from '@/components/form/use-entity-form';
import { Card } from '@/components/ui/card';
import { developmentSignature, developmentValuesFrom, type DevelopmentFormValues } from '../development-values';

export type Choices = ChoiceList<MultiOption>;

export function DevelopmentForm({
  development,
  propertyChoices,
  removeImage,
  ...props
}: EntityFormProps<DevelopmentFormValues, Development> & {
  development?: Development;
  /** The properties a development can hold, chosen by title. */
  propertyChoices: Choices;
}) {
  const { mode } = props;
  const form = useEntityForm<DevelopmentFormValues, Development>({
    ...props,
    signature: developmentSignature,
    schema: mode === 'add' ? requiredFields([['title', 'Title']]).and(offPlanSchema) : offPlanSchema,
    valuesFrom: mode === 'edit' ? developmentValuesFrom : undefined,
    leavesAfterSave: mode === 'add',
  });
  const { values, setField, errors } = form;
  const remove = useImageRemoval(form, removeImage);

  // Properties already linked stay choosable (with their titles) whatever the search shows, while
  // the list loads or if it failed.
  const linked = (development?.properties ?? []).map((p) => ({ value: p._id, label: p.title, hint: p.location }));
  const options = mergeOptions(linked, propertyChoices.options);

  return (
    <EntityFormFrame
      form={form}
      mode={mode}
      noun="Development"
      message={props.message}
      onCancel={props.onCancel}
      side={
        <>
          <VisibilityCard
            form={form}
            toggles={[
              {
                name: 'isFeatured',
                label: 'Is Featured',
                hint: 'Listed in the developments slider on the home page.',
              },
              { name: 'isSold', label: 'Is Sold', hint: 'Shown among sold developments.' },
            ]}
          />
          <ImagesCard
            form={form}
            remove={remove}
            single={{ name: 'featuredImage', label: 'Featured image' }}
            list={{ name: 'galleryImages', label: 'Gallery images' }}
          />
        </>
      }
    >
      <Card title="Essentials">
        <div className="grid grid--2">
          <FormTextFields
            form={form}
            fields={[{ name: 'title', label: 'Title', className: 'span-2', required: mode === 'add' }]}
          />
          <CountrySelect value={values.country} onValueChange={(v) => setField('country', v)} error={errors.country} />
          <FormTextFields form={form} fields={[{ name: 'location', label: 'Location' }]} />
        </div>
        <div className="grid grid--3">
          <FormTextFields
            form={form}
            fields={[
              { name: 'units', label: 'Units' },
              { name: 'bedUnits', label: 'Bed Units', hint: 'e.g. 1–4 bedrooms' },
              { name: 'pentHouses', label: 'Penthouses' },
            ]}
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

      <DescriptionCard form={form} />
      <OffPlanCard values={values} onChange={setField} errors={errors} />
      <RowsCards
        form={form}
        mode={mode}
        remove={remove}
        rows={[
          { name: 'spaces', title: 'Spaces', description: 'Shown in the ‘View spaces’ tabs.', rowLabel: 'Space' },
          AMENITIES,
        ]}
      />
      <AboutTheAreaCard form={form} mode={mode} remove={remove} />
    </EntityFormFrame>
  );
}
