import type { Development } from '@estate/contract';
import { offPlanSchema } from '@/components/form/off-plan';
import { OffPlanCard } from '@/components/form/off-plan-card';
import { FormTextFields } from '@/components/form/form-text-fields';
import {
  AboutTheAreaCard,
  AMENITIES,
  DescriptionCard,
  EssentialsCard,
  RowsCards,
  VisibilityCard,
} from '@/components/form/listing-form-cards';
import { EntityFormFrame, ImagesCard, useKindForm, type EntityFormProps } from '@/components/form/listing-form-parts';
import { mergeOptions, type ChoiceList } from '@/components/form/choice-list';
import { MultiSelect, type MultiOption } from '@/components/form/multi-select';
import { PriceFields } from '@/components/form/price-fields';
import { Card } from '@/components/ui/card';
import { developmentForm, type DevelopmentFormValues } from '../development-values';

export type Choices = ChoiceList<MultiOption>;

export function DevelopmentForm({
  development,
  propertyChoices,
  ...props
}: EntityFormProps<DevelopmentFormValues, Development> & {
  development?: Development;
  /** The properties a development can hold, chosen by title. */
  propertyChoices: Choices;
}) {
  const { mode } = props;
  const { form, remove } = useKindForm(developmentForm, props, {
    required: [['title', 'Title']],
    schema: offPlanSchema,
  });
  const { values, setField, errors } = form;

  // Properties already linked stay choosable (with their titles) whatever the search shows, while
  // the list loads or if it failed.
  const linked = (development?.properties ?? []).map((p) => ({ value: p._id, label: p.title, hint: p.location }));
  const options = mergeOptions(linked, propertyChoices.options);

  return (
    <EntityFormFrame
      {...props}
      form={form}
      noun="Development"
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
      <EssentialsCard form={form} mode={mode}>
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
      </EssentialsCard>

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
