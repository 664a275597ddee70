import type { Area } from '@estate/contract';
import {
  DescriptionCard,
  LocationFiguresCard,
  RowsCards,
  VisibilityCard,
  EssentialsCard,
} from '@/components/form/listing-form-cards';
import { EntityFormFrame, ImagesCard, useKindForm, type EntityFormProps } from '@/components/form/listing-form-parts';
import { mergeOptions, type ChoiceList } from '@/components/form/choice-list';
import { MultiSelect, type MultiOption } from '@/components/form/multi-select';
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
  const { values, setField, errors } = form;

  const linkedProperties = (area?.properties ?? []).map((p) => ({ value: p._id, label: p.title, hint: p.location }));
  const linkedDevelopments = (area?.developments ?? []).map((d) => ({
    value: d._id,
    label: d.title,
    hint: d.location,
  }));
  const tags = parseTags(values.tags);

  return (
    <EntityFormFrame
      {...props}
      form={form}
      noun="Area"
      side={
        <>
          <VisibilityCard
            form={form}
            toggles={[{ name: 'isFeatured', label: 'Is Featured', hint: 'Highlighted among the area guides.' }]}
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
          <MultiSelect
            label="Properties"
            name="properties"
            options={mergeOptions(linkedProperties, propertyChoices.options)}
            value={values.properties}
            onChange={(ids) => setField('properties', ids)}
            loading={propertyChoices.loading && !linkedProperties.length}
            error={errors.properties}
            emptyText="No properties yet."
            search={propertyChoices.search}
            onSearch={propertyChoices.onSearch}
            total={propertyChoices.total}
          />
          <MultiSelect
            label="Developments"
            name="developments"
            options={mergeOptions(linkedDevelopments, developmentChoices.options)}
            value={values.developments}
            onChange={(ids) => setField('developments', ids)}
            loading={developmentChoices.loading && !linkedDevelopments.length}
            error={errors.developments}
            emptyText="No developments yet."
            search={developmentChoices.search}
            onSearch={developmentChoices.onSearch}
            total={developmentChoices.total}
          />
        </div>
      </Card>
    </EntityFormFrame>
  );
}
