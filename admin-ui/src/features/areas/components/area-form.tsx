import type { Area } from '@estate/contract';
import { CountrySelect } from '@/components/form/country-select';
import { CheckboxField, TextAreaField, TextField } from '@/components/form/field';
import type { FormMode } from '@/components/form/listing-body';
import { EntityFormFooter, ImagesCard, useImageRemoval } from '@/components/form/listing-form-parts';
import { mergeOptions, type ChoiceList } from '@/components/form/choice-list';
import { MultiSelect, type MultiOption } from '@/components/form/multi-select';
import { SpaceRowsEditor } from '@/components/form/space-rows-editor';
import type { Removed } from '@/components/form/remove-stored';
import { requiredFields, useEntityForm } from '@/components/form/use-entity-form';
import { TagList } from '@/components/detail/detail';
import { Card } from '@/components/ui/card';
import type { FlashMessage } from '@/hooks/use-timed-message';
import { areaSignature, areaValuesFrom, parseTags, type AreaFormValues } from '../area-values';

export type Choices = ChoiceList<MultiOption>;

export function AreaForm({
  mode,
  initial,
  area,
  propertyChoices,
  developmentChoices,
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
  initial: AreaFormValues | (() => AreaFormValues);
  area?: Area;
  propertyChoices: Choices;
  developmentChoices: Choices;
  save: (values: AreaFormValues, version?: string) => Promise<Area>;
  /** Edit: the updatedAt of the stored area the form was loaded from. */
  version?: string;
  /** Edit: the stored area fetched again (after a 409). */
  reload?: () => Promise<Area>;
  onSaved?: (saved: Area) => void;
  onFailed?: (error: unknown) => void;
  removeImage?: (path: string) => Promise<Removed | false>;
  message: FlashMessage | null;
  onCancel: () => void;
}) {
  const form = useEntityForm<AreaFormValues, Area>({
    initial,
    signature: areaSignature,
    schema: mode === 'add' ? requiredFields([['title', 'Title']]) : undefined,
    save,
    version,
    reload,
    valuesFrom: mode === 'edit' ? areaValuesFrom : undefined,
    leavesAfterSave: mode === 'add',
    onSaved,
    onFailed,
  });
  const { values, setField, errors } = form;

  const remove = useImageRemoval(form, removeImage);

  const linkedProperties = (area?.properties ?? []).map((p) => ({ value: p._id, label: p.title, hint: p.location }));
  const linkedDevelopments = (area?.developments ?? []).map((d) => ({
    value: d._id,
    label: d.title,
    hint: d.location,
  }));
  const tags = parseTags(values.tags);

  return (
    <form
      className="entity-form"
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={mode === 'add' ? 'Add area' : 'Edit area'}
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
              <TextField
                className="span-2"
                label="Tags"
                name="tags"
                value={values.tags}
                onValueChange={(v) => setField('tags', v)}
                error={errors.tags}
                hint="Separate tags with commas, e.g. Beachfront, Family, Golf. Empty entries are ignored."
              />
            </div>
            {tags.length ? <TagList tags={tags} /> : null}
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

          <Card title="Highlights" description="Shown in the Highlights tabs of the area page.">
            <SpaceRowsEditor
              name="spaces"
              label="Highlights"
              rowLabel="Highlight"
              rows={values.spaces}
              onChange={(rows) => setField('spaces', rows)}
              onRemoveImage={(_, item) => remove(item, () => undefined)}
              resetToOne={mode === 'edit'}
              errors={errors}
            />
          </Card>

          <Card title="In the Area" description="Places nearby, shown in the Near by tabs.">
            <SpaceRowsEditor
              name="amenities"
              label="In the Area"
              rowLabel="Place"
              rows={values.amenities}
              onChange={(rows) => setField('amenities', rows)}
              onRemoveImage={(_, item) => remove(item, () => undefined)}
              resetToOne={mode === 'edit'}
              errors={errors}
            />
          </Card>

          <Card title="Location and figures">
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
                label="Average rental yield"
                name="averageRentalYield"
                value={values.averageRentalYield}
                onValueChange={(v) => setField('averageRentalYield', v)}
                error={errors.averageRentalYield}
              />
              <TextField
                label="Average rental yield (second figure)"
                name="averageRentalYield2"
                value={values.averageRentalYield2}
                onValueChange={(v) => setField('averageRentalYield2', v)}
                error={errors.averageRentalYield2}
              />
              <TextField
                label="Average property price"
                name="averagePropertyPrice"
                value={values.averagePropertyPrice}
                onValueChange={(v) => setField('averagePropertyPrice', v)}
                error={errors.averagePropertyPrice}
              />
            </div>
          </Card>

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
        </div>

        <aside className="entity-form__side">
          <Card title="Visibility">
            <CheckboxField
              label="Is Featured"
              name="isFeatured"
              checked={values.isFeatured}
              onCheckedChange={(v) => setField('isFeatured', v)}
              hint="Highlighted among the area guides."
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

      <EntityFormFooter form={form} mode={mode} noun="Area" message={message} onCancel={onCancel} />
    </form>
  );
}
