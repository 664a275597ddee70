import type { ImageTexts } from '@estate/contract';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { mergeOptions, type ChoiceList } from './choice-list';
import { CountrySelect } from './country-select';
import { CheckboxField } from './field';
import { FormTextFields, type EntityForm, type TextKeys, type TextSpec } from './form-text-fields';
import type { FormMode } from './listing-body';
import type { ImageItem } from './image-item';
import { ImageTextsProvider } from './image-texts';
import { queryKeys } from '@/lib/query-keys';
import { EntityFormFrame, ImagesCard, type EntityFormFrameProps, type RemoveImage } from './listing-form-parts';
import type { InAreaRowValue, SpaceRowValue } from './rows';
import { InAreaRowsEditor } from './in-area-rows-editor';
import { LocationPin } from './location-pin';
import { MultiSelect, type MultiOption } from './multi-select';
import { SpaceRowsEditor } from './space-rows-editor';

/*
 * The cards the property, development and area forms repeat (decision 0030): the two
 * descriptions, the location text with its three market figures, the rows of titled image sets
 * (spaces, amenities, highlights, places) and the visibility toggles. One component per block, so
 * a label or an order changes in one place for every form.
 */

type FlagKeys<V> = { [K in keyof V & string]: V[K] extends boolean ? K : never }[keyof V & string];
type SpaceRowKeys<V> = { [K in keyof V & string]: V[K] extends SpaceRowValue[] ? K : never }[keyof V & string];
type InAreaRowKeys<V> = { [K in keyof V & string]: V[K] extends InAreaRowValue[] ? K : never }[keyof V & string];

interface Descriptions {
  desc1: string;
  desc2: string;
}

/** The "Description" card: the first and second description of a listing or an area. */
export function DescriptionCard<V extends FieldValues & Descriptions, R>({ form }: { form: EntityForm<V, R> }) {
  const fields: TextSpec<V>[] = [
    { name: 'desc1' as TextKeys<V>, label: 'First description', multiline: true, rows: 6 },
    { name: 'desc2' as TextKeys<V>, label: 'Second description', multiline: true, rows: 6 },
  ];
  return (
    <Card title="Description">
      <FormTextFields form={form} fields={fields} />
    </Card>
  );
}

interface LocationText {
  locationTitle: string;
  locationDescription: string;
}

/**
 * The location card: its title and description over a row of three figures (the market figures
 * of a listing, the averages of an area), then what the form adds below (the nearby places).
 */
export function LocationFiguresCard<V extends FieldValues & LocationText, R>({
  form,
  title,
  figures,
  children,
}: {
  form: EntityForm<V, R>;
  title: string;
  figures: readonly TextSpec<V>[];
  children?: ReactNode;
}) {
  const text: TextSpec<V>[] = [
    { name: 'locationTitle' as TextKeys<V>, label: 'Location title', className: 'span-2' },
    { name: 'locationDescription' as TextKeys<V>, label: 'Location description', className: 'span-2', multiline: true },
  ];
  return (
    <Card title={title}>
      <div className="grid grid--2">
        <FormTextFields form={form} fields={text} />
      </div>
      <div className="grid grid--3">
        <FormTextFields form={form} fields={figures} />
      </div>
      {children}
    </Card>
  );
}

interface MarketFigures {
  medianPrice: string;
  medianPricePerSq: string;
  rentalYield: string;
  inTheArea: InAreaRowValue[];
}

/** A listing's "About the area" card: location text, the market figures and the nearby places. */
export function AboutTheAreaCard<V extends FieldValues & LocationText & MarketFigures, R>({
  form,
  mode,
  remove,
}: {
  form: EntityForm<V, R>;
  mode: FormMode;
  remove: RemoveImage;
}) {
  const figures: TextSpec<V>[] = [
    { name: 'medianPrice' as TextKeys<V>, label: 'Median price' },
    { name: 'medianPricePerSq' as TextKeys<V>, label: 'Median price per sq. ft.' },
    { name: 'rentalYield' as TextKeys<V>, label: 'Rental yield' },
  ];
  const name = 'inTheArea' as InAreaRowKeys<V>;
  return (
    <LocationFiguresCard form={form} title="About the area" figures={figures}>
      <InAreaRowsEditor
        name={name}
        label="In the area"
        rows={form.values[name] as InAreaRowValue[]}
        onChange={(rows) => form.setField(name, rows as V[typeof name])}
        onRemoveImage={(_, item) => remove(item, () => undefined)}
        resetToOne={mode === 'edit'}
        errors={form.errors}
      />
    </LocationFiguresCard>
  );
}

/** One card of titled image sets: its key in the form, its title and the label of a row. */
export interface RowsSpec<V> {
  name: SpaceRowKeys<V>;
  title: string;
  description: string;
  /** The legend of the rows; the card's title unless said. */
  label?: string;
  /** "Space": the rows read Space 1 title, Space 2 title… */
  rowLabel: string;
}

/** The amenities card of a property and a development. */
export const AMENITIES = {
  name: 'amenities',
  title: 'Amenities',
  description: 'Shown in the ‘Explore amenities’ tabs.',
  rowLabel: 'Amenity',
} as const;

/** Cards of titled image sets (spaces, amenities, highlights, places), one per spec, in order. */
export function RowsCards<V extends FieldValues, R>({
  form,
  mode,
  remove,
  rows,
}: {
  form: EntityForm<V, R>;
  mode: FormMode;
  remove: RemoveImage;
  rows: readonly RowsSpec<V>[];
}) {
  return (
    <>
      {rows.map(({ name, title, description, label = title, rowLabel }) => (
        <Card key={name} title={title} description={description}>
          <SpaceRowsEditor
            name={name}
            label={label}
            rowLabel={rowLabel}
            rows={form.values[name] as SpaceRowValue[]}
            onChange={(next) => form.setField(name, next as V[typeof name])}
            onRemoveImage={(_, item) => remove(item, () => undefined)}
            resetToOne={mode === 'edit'}
            errors={form.errors}
          />
        </Card>
      ))}
    </>
  );
}

/** The "Visibility" card: the toggles (Is Featured, Is Sold) with their hints. */
export function VisibilityCard<V extends FieldValues, R>({
  form,
  toggles,
}: {
  form: EntityForm<V, R>;
  toggles: readonly { name: FlagKeys<V>; label: string; hint: string }[];
}) {
  return (
    <Card title="Visibility">
      {toggles.map(({ name, label, hint }) => (
        <CheckboxField
          key={name}
          label={label}
          name={name}
          checked={form.values[name] as boolean}
          onCheckedChange={(v) => form.setField(name, v as V[typeof name])}
          hint={hint}
        />
      ))}
    </Card>
  );
}

type ListingImages = { featuredImage: ImageItem | null; galleryImages: ImageItem[] };

/**
 * The frame of a listing's form (area, development, property): beside the main column its
 * Visibility toggles and its featured image and gallery, then whatever else the kind shows there.
 */
/** The query keys whose answers show a kind's pictures' texts: a description makes them stale. */
const STALE_KEYS = {
  property: queryKeys.properties.all,
  development: queryKeys.developments.all,
  area: queryKeys.areas.all,
};

export function ListingFormFrame<V extends FieldValues & ListingImages, R>({
  remove,
  toggles,
  side,
  imageTexts,
  ...frame
}: Omit<EntityFormFrameProps<V, R>, 'side'> & {
  remove: RemoveImage;
  toggles: readonly { name: FlagKeys<V>; label: string; hint: string }[];
  side?: ReactNode;
  /** The stored listing's imageTexts: its pictures get a Describe button (docs/decisions/0087). */
  imageTexts?: ImageTexts;
}) {
  const { form } = frame;
  return (
    <ImageTextsProvider texts={imageTexts} staleKey={STALE_KEYS[frame.kind as keyof typeof STALE_KEYS] ?? []}>
      <EntityFormFrame
        {...frame}
        side={
          <>
            <VisibilityCard form={form} toggles={toggles} />
            {/* V has both fields (ListingImages); TypeScript cannot work out a generic V's keys by type. */}
            <ImagesCard
              form={form}
              remove={remove}
              single={{ name: 'featuredImage' as never, label: 'Featured image' }}
              list={{
                name: 'galleryImages' as never,
                label: 'Gallery images',
                itemLabel: 'Gallery image',
                cover: true,
              }}
            />
            {side}
          </>
        }
      />
    </ImageTextsProvider>
  );
}

interface Essentials {
  title: string;
  country: string;
  location: string;
  latitude: string;
  longitude: string;
}

/**
 * The "Essentials" card of a property, a development and an area: the title (required on add),
 * what the form puts beside it (the property type), the country and the location, the form's
 * further fields, the map pin, then whatever follows the grid.
 */
export function EssentialsCard<V extends FieldValues & Essentials, R>({
  form,
  mode,
  beside,
  location,
  more = [],
  children,
}: {
  form: EntityForm<V, R>;
  mode: FormMode;
  beside?: ReactNode;
  /** The location field's width and hint. */
  location?: Pick<TextSpec<V>, 'className' | 'hint'>;
  /** Text fields after the location, in the same grid. */
  more?: readonly TextSpec<V>[];
  children?: ReactNode;
}) {
  const title: TextSpec<V> = {
    name: 'title' as TextKeys<V>,
    label: 'Title',
    className: 'span-2',
    required: mode === 'add',
  };
  const rest: TextSpec<V>[] = [{ name: 'location' as TextKeys<V>, label: 'Location', ...location }, ...more];
  return (
    <Card title="Essentials">
      <div className="grid grid--2">
        <FormTextFields form={form} fields={[title]} />
        {beside}
        <CountrySelect
          value={form.values.country}
          onValueChange={(v) => form.setField('country' as TextKeys<V>, v as V[TextKeys<V>])}
          error={form.errors.country}
        />
        <FormTextFields form={form} fields={rest} />
        <LocationPin
          latitude={form.values.latitude}
          longitude={form.values.longitude}
          onChange={(lat, lng) => {
            form.setField('latitude' as TextKeys<V>, lat as V[TextKeys<V>]);
            form.setField('longitude' as TextKeys<V>, lng as V[TextKeys<V>]);
          }}
          errors={form.errors}
        />
      </div>
      {children}
    </Card>
  );
}

/** Keys of V whose values are lists of ids. */
type IdListKeys<V> = { [K in keyof V & string]: V[K] extends string[] ? K : never }[keyof V & string];

/**
 * The records a listing links (an area's properties, a development's), chosen by title. Those
 * linked already stay choosable, with their titles, whatever the search shows, while the list
 * loads or if it failed.
 */
export function LinkedChoices<V extends FieldValues, R>({
  form,
  name,
  label,
  linked = [],
  choices,
  emptyText,
}: {
  form: EntityForm<V, R>;
  name: IdListKeys<V>;
  label: string;
  /** The stored item's links (edit). */
  linked?: readonly { _id: string; title: string; location: string }[];
  choices: ChoiceList<MultiOption>;
  emptyText: string;
}) {
  const options = mergeOptions(
    linked.map((l) => ({ value: l._id, label: l.title, hint: l.location })),
    choices.options,
  );
  return (
    <MultiSelect
      label={label}
      name={name}
      options={options}
      value={form.values[name] as string[]}
      onChange={(ids) => form.setField(name, ids as V[typeof name])}
      loading={choices.loading && !options.length}
      error={form.errors[name]}
      emptyText={emptyText}
      search={choices.search}
      onSearch={choices.onSearch}
      total={choices.total}
    />
  );
}
