import type { Development } from '@estate/contract';
import { offPlanSchema } from '@/components/form/off-plan';
import { OffPlanCard } from '@/components/form/off-plan-card';
import { FormTextFields } from '@/components/form/form-text-fields';
import {
  AboutTheAreaCard,
  AMENITIES,
  DescriptionCard,
  EssentialsCard,
  LinkedChoices,
  ListingFormFrame,
  RowsCards,
} from '@/components/form/listing-form-cards';
import { useKindForm, type EntityFormProps } from '@/components/form/listing-form-parts';
import type { ChoiceList } from '@/components/form/choice-list';
import type { MultiOption } from '@/components/form/multi-select';
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

  const anyChoice = development?.properties.length || propertyChoices.options.length;

  return (
    <ListingFormFrame
      {...props}
      imageTexts={development?.imageTexts}
      form={form}
      remove={remove}
      noun="Development"
      kind="development"
      toggles={[
        { name: 'isFeatured', label: 'Is Featured', hint: 'Listed in the developments slider on the home page.' },
        { name: 'isSold', label: 'Is Sold', hint: 'Shown among sold developments.' },
      ]}
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

      {propertyChoices.loading || anyChoice || propertyChoices.search ? (
        <Card title="Properties" description="Listings available in this development.">
          <LinkedChoices
            form={form}
            name="properties"
            label="Properties"
            linked={development?.properties}
            choices={propertyChoices}
            emptyText="No properties yet."
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
    </ListingFormFrame>
  );
}
