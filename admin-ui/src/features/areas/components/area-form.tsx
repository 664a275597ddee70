import type { Area } from '@estate/contract';
import {
  DescriptionCard,
  EssentialsCard,
  LinkedChoices,
  ListingFormFrame,
  LocationFiguresCard,
  RowsCards,
} from '@/components/form/listing-form-cards';
import { useKindForm, type EntityFormProps } from '@/components/form/listing-form-parts';
import type { ChoiceList } from '@/components/form/choice-list';
import type { MultiOption } from '@/components/form/multi-select';
import { TagList } from '@/components/detail/detail';
import { Card } from '@/components/ui/card';
import { areaForm, parseTags, type AreaFormValues } from '../area-values';

export type Choices = ChoiceList<MultiOption>;

export function AreaForm({
  area,
  propertyChoices,
  developmentChoices,
  ...props
}: EntityFormProps<AreaFormValues, Area> & {
  area?: Area;
  propertyChoices: Choices;
  developmentChoices: Choices;
}) {
  const { mode } = props;
  const { form, remove } = useKindForm(areaForm, props, { required: [['title', 'Title']] });
  const tags = parseTags(form.values.tags);

  return (
    <ListingFormFrame
      {...props}
      imageTexts={area?.imageTexts}
      form={form}
      remove={remove}
      noun="Area"
      kind="area"
      toggles={[{ name: 'isFeatured', label: 'Is Featured', hint: 'Highlighted among the area guides.' }]}
    >
      <EssentialsCard
        form={form}
        mode={mode}
        more={[
          {
            name: 'tags',
            label: 'Tags',
            className: 'span-2',
            hint: 'Separate tags with commas, e.g. Beachfront, Family, Golf. Empty entries are ignored.',
          },
        ]}
      >
        {tags.length ? <TagList tags={tags} /> : null}
      </EssentialsCard>

      <DescriptionCard form={form} />
      <RowsCards
        form={form}
        mode={mode}
        remove={remove}
        rows={[
          {
            name: 'spaces',
            title: 'Highlights',
            description: 'Shown in the Highlights tabs of the area page.',
            rowLabel: 'Highlight',
          },
          {
            name: 'amenities',
            title: 'In the Area',
            description: 'Places nearby, shown in the Near by tabs.',
            rowLabel: 'Place',
          },
        ]}
      />
      <LocationFiguresCard
        form={form}
        title="Location and figures"
        figures={[
          { name: 'averageRentalYield', label: 'Average rental yield' },
          { name: 'averageRentalYield2', label: 'Average rental yield (second figure)' },
          { name: 'averagePropertyPrice', label: 'Average property price' },
        ]}
      />

      <Card title="Listings in this area">
        <div className="grid grid--2">
          <LinkedChoices
            form={form}
            name="properties"
            label="Properties"
            linked={area?.properties}
            choices={propertyChoices}
            emptyText="No properties yet."
          />
          <LinkedChoices
            form={form}
            name="developments"
            label="Developments"
            linked={area?.developments}
            choices={developmentChoices}
            emptyText="No developments yet."
          />
        </div>
      </Card>
    </ListingFormFrame>
  );
}
