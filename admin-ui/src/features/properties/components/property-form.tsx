import type { Property } from '@estate/contract';
import type { ChoiceList } from '@/components/form/choice-list';
import type { SelectOption } from '@/components/form/field';
import { offPlanSchema } from '@/components/form/off-plan';
import { OffPlanCard } from '@/components/form/off-plan-card';
import { SelectField } from '@/components/form/field';
import { FormTextFields } from '@/components/form/form-text-fields';
import {
  AboutTheAreaCard,
  AMENITIES,
  DescriptionCard,
  EssentialsCard,
  ListingFormFrame,
  RowsCards,
} from '@/components/form/listing-form-cards';
import { ImagesCard, useKindForm, type EntityFormProps } from '@/components/form/listing-form-parts';
import { PriceFields } from '@/components/form/price-fields';
import { Card } from '@/components/ui/card';
import { PROPERTY_TYPE_OPTIONS, propertyForm, type PropertyFormValues } from '../property-values';
import { ListingSection, MediaSection } from './listing-sections';

export function PropertyForm({
  property,
  agentChoices,
  ...props
}: EntityFormProps<PropertyFormValues, Property> & {
  /** The team members a listing can name as its agent. */
  agentChoices: ChoiceList<SelectOption>;
  /** The stored property (edit): its computed prices are shown. */
  property?: Property;
}) {
  const { mode } = props;
  const { form, remove } = useKindForm(propertyForm, props, {
    required: [['title', 'Title']],
    schema: offPlanSchema,
  });
  const { values, setField, errors } = form;

  return (
    <ListingFormFrame
      {...props}
      imageTexts={property?.imageTexts}
      form={form}
      remove={remove}
      noun="Property"
      kind="property"
      toggles={[{ name: 'isFeatured', label: 'Is Featured', hint: 'Listed in the featured slider on the home page.' }]}
      side={
        <>
          <ImagesCard
            form={form}
            remove={remove}
            title="Floor plans"
            list={{ name: 'floorPlans', label: 'Floor plan images', itemLabel: 'Floor plan' }}
          />
          <MediaSection
            values={values}
            setField={setField}
            errors={errors}
            remove={remove}
            clearError={form.clearError}
          />
        </>
      }
    >
      <EssentialsCard
        form={form}
        mode={mode}
        beside={
          <SelectField
            label="Property type"
            name="propertyType"
            value={values.propertyType}
            onValueChange={(v) => setField('propertyType', v)}
            options={PROPERTY_TYPE_OPTIONS}
            placeholder="Select a type"
            error={errors.propertyType}
          />
        }
        location={{
          className: 'span-2',
          hint: 'The community or district, e.g. Palm Jumeirah. Used for the map and search.',
        }}
      />

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
          <FormTextFields
            form={form}
            fields={[
              { name: 'beds', label: 'Beds', inputMode: 'numeric' },
              { name: 'baths', label: 'Baths', inputMode: 'numeric' },
              { name: 'space', label: 'Space (sq. ft.)', inputMode: 'decimal' },
            ]}
          />
        </div>
      </Card>

      <DescriptionCard form={form} />
      <OffPlanCard values={values} onChange={setField} errors={errors} />
      <RowsCards
        form={form}
        mode={mode}
        remove={remove}
        rows={[
          {
            name: 'spaces',
            title: 'Spaces',
            description: 'Rooms shown in the ‘View spaces’ tabs, each with its own pictures.',
            rowLabel: 'Space',
          },
          AMENITIES,
        ]}
      />
      <AboutTheAreaCard form={form} mode={mode} remove={remove} />
    </ListingFormFrame>
  );
}
