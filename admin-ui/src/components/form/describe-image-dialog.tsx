import { IMAGE_ALT_MAX, IMAGE_CAPTION_MAX, type ImageText } from '@estate/contract';
import { useId, useState, type FormEvent, type SyntheticEvent } from 'react';
import { errorText, fieldErrorsOf } from '@/lib/api-client';
import { thumbnailUrl } from '@/lib/media';
import { updateImageText } from '@/lib/update-image-text';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from './field';

/**
 * The Describe dialog of a stored picture (docs/decisions/0087): its alternative text and its
 * caption, saved at once for every listing that shows the picture. A refusal is shown in the
 * dialog, under the field at fault.
 */
export function DescribeImageDialog({
  path,
  name,
  text,
  onSaved,
  onClose,
}: {
  path: string;
  /** The picture's file name, to say which picture this is. */
  name: string;
  text: ImageText | undefined;
  onSaved: (text: ImageText) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const [alt, setAlt] = useState(text?.alt ?? '');
  const [caption, setCaption] = useState(text?.caption ?? '');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const saved = await updateImageText({ path, alt, caption });
      onSaved({ alt: saved.alt, caption: saved.caption });
      onClose();
    } catch (error) {
      const byField = fieldErrorsOf(error);
      const shown = { alt: byField.alt, caption: byField.caption };
      setErrors(Object.fromEntries(Object.entries(shown).filter(([, m]) => !!m)) as Record<string, string>);
      if (!shown.alt && !shown.caption) setFailure(errorText(error, 'The description could not be saved. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    // The dialog is drawn over the page but sits in the thumbnail's React tree: its keys, drags
    // and submit stay its own instead of reaching the gallery's reordering or the listing form.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className="describe-image__scope"
      onKeyDown={stop}
      onDragStart={stop}
      onDragOver={stop}
      onDrop={stop}
      onSubmit={stop}
    >
      <Dialog
        open
        title="Describe the picture"
        description={name}
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="primary" type="submit" form={formId} busy={busy}>
              Save description
            </Button>
          </>
        }
      >
        <form id={formId} className="describe-image" onSubmit={(e) => void submit(e)} noValidate>
          <img className="describe-image__preview" src={thumbnailUrl(path)} alt="" />
          <TextAreaField
            label="Alternative text"
            name="alt"
            rows={3}
            value={alt}
            onValueChange={(v) => {
              setAlt(v);
              setErrors(({ alt: _gone, ...rest }) => rest);
            }}
            hint={`What the picture shows, for people who cannot see it. ${alt.trim().length} / ${IMAGE_ALT_MAX}`}
            error={errors.alt}
            data-autofocus
          />
          <TextAreaField
            label="Caption"
            name="caption"
            rows={2}
            value={caption}
            onValueChange={(v) => {
              setCaption(v);
              setErrors(({ caption: _gone, ...rest }) => rest);
            }}
            hint={`Shown under the picture in the public gallery. ${caption.trim().length} / ${IMAGE_CAPTION_MAX}`}
            error={errors.caption}
          />
          {failure ? (
            <p className="dialog__error" role="alert">
              {failure}
            </p>
          ) : null}
        </form>
      </Dialog>
    </span>
  );
}

const stop = (event: SyntheticEvent) => event.stopPropagation();
