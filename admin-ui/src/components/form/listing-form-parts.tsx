import { useRef, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { FlashMessage } from '@/hooks/use-timed-message';
import { useDraftsOnlyNote } from '@/lib/publication';
import { ConflictDialog, type FormKind } from './conflict-dialog';
import { PublicationCard, type PublicationInfo } from './publication-card';
import { FormFooter } from './form-footer';
import { GalleryEditor } from './gallery-editor';
import { ImagePicker } from './image-picker';
import type { ImageItem } from './image-item';
import { removedStoredPaths, withoutStoredImage, type FormMode } from './listing-body';
import type { Removed } from './remove-stored';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import type { EntityForm } from './form-text-fields';
import { requiredFields, useEntityForm, type EntityFormOptions } from './use-entity-form';
import type { FormSchema } from './use-form-values';

/*
 * The parts every add and edit form shares (decision 0030): the removal of an image (through the
 * server when it is stored), the images card, the frame (main column, side column) and the footer
 * with its dialogs.
 */

/** Keys of V whose values are one image or none. */
type SingleKeys<V> = { [K in keyof V & string]: V[K] extends ImageItem | null ? K : never }[keyof V & string];
/** Keys of V whose values are a list of images. */
type ListKeys<V> = { [K in keyof V & string]: V[K] extends ImageItem[] ? K : never }[keyof V & string];

export type RemoveImage = (item: ImageItem, localOnly: () => void) => Promise<void> | void;

/**
 * Removing an image: a picked file leaves the form at once; a stored one is removed by the server
 * first, then from every place of the form that shows it (and the version moves on).
 */
export function useImageRemoval<V extends FieldValues, R>(
  form: EntityForm<V, R>,
  removeImage?: (path: string) => Promise<Removed | false>,
): RemoveImage {
  return async (item, localOnly) => {
    if (item.kind === 'new' || !removeImage) return localOnly();
    const path = item.path;
    const removed = await removeImage(path);
    if (removed) form.applySaved((v) => withoutStoredImage(v, path), removed.version);
  };
}

/**
 * The images card: one optional single image (the featured image) and one optional gallery, both
 * removable through `remove`. The property form uses it twice (images, floor plans).
 */
export function ImagesCard<V extends FieldValues, R>({
  form,
  remove,
  title = 'Images',
  description,
  single,
  list,
}: {
  form: EntityForm<V, R>;
  remove: RemoveImage;
  title?: string;
  description?: string;
  single?: { name: SingleKeys<V>; label: string; hint?: string };
  /** `cover`: a gallery image can be made the single image (the featured image is the cover). */
  list?: { name: ListKeys<V>; label: string; itemLabel: string; hint?: string; cover?: boolean };
}) {
  const { values, setField, errors, clearError } = form;
  const singleValue = single ? (values[single.name] as ImageItem | null) : null;
  const listValue = list ? (values[list.name] as ImageItem[]) : [];
  return (
    <Card title={title} description={description}>
      {single ? (
        <ImagePicker
          label={single.label}
          name={single.name}
          value={singleValue}
          onChange={(item) => setField(single.name, item as V[typeof single.name])}
          onRemove={(item) => remove(item, () => setField(single.name, null as V[typeof single.name]))}
          error={errors[single.name]}
          onDismissError={() => clearError(single.name)}
          hint={single.hint}
        />
      ) : null}
      {list ? (
        <GalleryEditor
          label={list.label}
          itemLabel={list.itemLabel}
          name={list.name}
          value={listValue}
          onChange={(items) => setField(list.name, items as V[typeof list.name])}
          cover={
            single && list.cover
              ? { value: singleValue, onSet: (item) => setField(single.name, asCover(item) as V[typeof single.name]) }
              : undefined
          }
          error={errors[list.name]}
          onDismissError={() => clearError(list.name)}
          hint={list.hint}
        />
      ) : null}
    </Card>
  );
}

/** A gallery image put in the cover slot: a stored one by its path, a new file as its own upload. */
function asCover(item: ImageItem): ImageItem {
  return item.kind === 'stored'
    ? { kind: 'stored', path: item.path, linked: true }
    : { kind: 'new', file: item.file, id: `${item.id}-cover` };
}

/**
 * The save bar of an add or edit form: Cancel (add) or Go Back (edit), the submit button named
 * as the spec names it ("Add Property", "Update Property"), the outcome message, and the dialogs
 * for leaving with unsaved changes and for a save someone else's save overtook. A member whose
 * role does not publish the kind has one button, "Save as draft", and a note saying why.
 */
export function EntityFormFooter<V extends FieldValues, R>({
  form,
  mode,
  noun,
  what = noun.toLowerCase(),
  message,
  onCancel,
  kind,
  drafts,
  draftsOnly,
}: {
  form: EntityForm<V, R>;
  mode: FormMode;
  /** Kinds with drafts: a "Save as draft" button beside the one that publishes. */
  drafts?: boolean;
  /** The member's role does not publish the kind: every save is a draft, and the note says so. */
  draftsOnly?: string;
  /** "Property": the buttons say Add Property / Update Property. */
  noun: string;
  /** The item in the conflict dialog's title: "property". */
  what?: string;
  message: FlashMessage | null;
  onCancel: () => void;
  /** What the form edits ("property"): the conflict dialog names its fields as its form does. */
  kind: FormKind;
}) {
  return (
    <>
      <FormFooter message={message} dirty={form.dirty} note={draftsOnly}>
        <Button variant="ghost" onClick={onCancel}>
          {mode === 'add' ? 'Cancel' : 'Go Back'}
        </Button>
        {draftsOnly ? (
          <Button type="submit" variant="primary" busy={form.submitting}>
            Save as draft
          </Button>
        ) : (
          <>
            {drafts ? (
              <Button disabled={form.submitting} onClick={() => void form.handleSubmit(undefined, { draft: true })}>
                Save as draft
              </Button>
            ) : null}
            <Button type="submit" variant="primary" busy={form.submitting}>
              {mode === 'add' ? `Add ${noun}` : `Update ${noun}`}
            </Button>
          </>
        )}
      </FormFooter>
      <UnsavedChangesDialog blocker={form.blocker} />
      <ConflictDialog form={form} what={what} kind={kind} />
    </>
  );
}

/** The props every add or edit page gives its form. */
export interface EntityFormProps<V, R> {
  mode: FormMode;
  initial: V | (() => V);
  /** `draft`: the user asked to save without publishing (kinds with drafts). */
  save: (values: V, version?: string, draft?: boolean) => Promise<R>;
  /** Kinds with drafts: the kind, and on an edit form the stored item (its publication card). */
  publication?: PublicationInfo;
  /** Edit: the updatedAt of the stored item the form was loaded from. */
  version?: string;
  /** Edit: the stored item fetched again (after a 409). */
  reload?: () => Promise<R>;
  onSaved?: (saved: R) => void;
  onFailed?: (error: unknown) => void;
  /** Remove a stored image through the server; resolves true once it is gone. */
  removeImage?: (path: string) => Promise<Removed | false>;
  message: FlashMessage | null;
  onCancel: () => void;
}

/**
 * The form of one kind from its definition (defineForm) and the page's props: change tracking by
 * the definition's signature, the spec's required fields checked on add, the server's copy shown
 * after an edit is saved (or the list after an add), and the removal of images.
 */
export function useKindForm<V extends FieldValues, R>(
  definition: {
    signature: (values: V) => unknown;
    from: (stored: R) => V;
    display?: (field: string, value: unknown) => string;
  },
  { removeImage, ...props }: EntityFormProps<V, R>,
  options: {
    /** Checked on add only: [field, label] as "Title is required" names it. */
    required?: ReadonlyArray<[keyof V & string, string]>;
    /** Checked on add and edit (the off-plan fields). */
    schema?: FormSchema;
    /** Further checks on add. */
    validate?: EntityFormOptions<V, R>['validate'];
    /** Edit forms that go back to the list too (reviews, admin spec §4). */
    leavesAfterSave?: boolean;
  } = {},
) {
  const add = props.mode === 'add';
  const leavesAfterSave = add || !!options.leavesAfterSave;
  const required = add && options.required ? requiredFields(options.required) : undefined;
  const applied = useRef<EntityForm<V, R>['applySaved']>(undefined);
  /**
   * The save: first the gallery images the user marked removed leave through the server (the
   * spec's remove-image call, one by one, each version the next one's), then the values without them.
   */
  const save = async (values: V, version?: string, draft?: boolean) => {
    let current = values;
    let at = version;
    for (const path of removeImage ? removedStoredPaths(values) : []) {
      const removed = await removeImage!(path);
      if (!removed) throw new Error(`the image ${path} could not be removed`);
      const drop = (v: V) => withoutStoredImage(v, path);
      applied.current?.(drop, removed.version);
      current = drop(current);
      at = removed.version ?? at;
    }
    return props.save(current, at, draft);
  };
  const form = useEntityForm<V, R>({
    ...props,
    save,
    signature: definition.signature,
    display: definition.display,
    schema: required && options.schema ? required.and(options.schema) : (required ?? options.schema),
    validate: add ? options.validate : undefined,
    valuesFrom: leavesAfterSave ? undefined : definition.from,
    latestValues: definition.from,
    leavesAfterSave,
  });
  applied.current = form.applySaved;
  return { form, remove: useImageRemoval(form, removeImage) };
}

/**
 * An add or edit form: named "Add property" / "Edit property", the main column, the side column
 * and the footer (see EntityFormFooter). A form passes its own props through (mode, message,
 * onCancel are read; the rest is ignored).
 */
export interface EntityFormFrameProps<V extends FieldValues, R> {
  form: EntityForm<V, R>;
  mode: FormMode;
  publication?: PublicationInfo;
  /** "Property": the form is "Add property", its button "Add Property". */
  noun: string;
  what?: string;
  message: FlashMessage | null;
  onCancel: () => void;
  /** What the form edits ("property"): the conflict dialog names its fields as its form does. */
  kind: FormKind;
  side: ReactNode;
  children: ReactNode;
}

export function EntityFormFrame<V extends FieldValues, R>({
  form,
  mode,
  noun,
  what,
  message,
  onCancel,
  kind,
  side,
  children,
  publication,
}: EntityFormFrameProps<V, R>) {
  // A role that does not publish the kind saves drafts only (the server would refuse to publish).
  const draftsOnly = useDraftsOnlyNote(publication?.kind);
  return (
    <form
      className="entity-form"
      onSubmit={draftsOnly ? (event) => void form.handleSubmit(event, { draft: true }) : form.handleSubmit}
      noValidate
      aria-label={`${mode === 'add' ? 'Add' : 'Edit'} ${noun.toLowerCase()}`}
    >
      <div className="entity-form__grid">
        <div className="entity-form__main">{children}</div>
        <aside className="entity-form__side">
          {publication?.item ? (
            <PublicationCard kind={publication.kind} item={publication.item} dirty={form.dirty} />
          ) : null}
          {side}
        </aside>
      </div>
      <EntityFormFooter
        form={form}
        mode={mode}
        noun={noun}
        what={what}
        message={message}
        onCancel={onCancel}
        kind={kind}
        drafts={!!publication}
        draftsOnly={draftsOnly}
      />
    </form>
  );
}

/** The frame of a form whose side holds one image and nothing else (posts, reviews, team members). */
export function OneImageFormFrame<V extends FieldValues, R>({
  remove,
  image: { title, ...single },
  ...frame
}: Omit<EntityFormFrameProps<V, R>, 'side'> & {
  remove: RemoveImage;
  image: { title: string; name: SingleKeys<V>; label: string; hint?: string };
}) {
  return (
    <EntityFormFrame {...frame} side={<ImagesCard form={frame.form} remove={remove} title={title} single={single} />} />
  );
}
