import { memo, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, Field, Flex, Tag, Typography } from '@strapi/design-system';
import { Cross, Plus } from '@strapi/icons';
import { useField } from '@strapi/strapi/admin';
import { MAX_TAG_LENGTH, MAX_TAGS } from '../lib/save/tag-limits';

/**
 * An area's tags in the Strapi panel: each tag a chip with its own remove button, a new one typed
 * and added with Enter (or a comma, or the Add button). The value stays the JSON list of texts
 * the site reads; the server's save hook still refuses anything else, whoever sends it
 * (lib/save/save-hooks).
 */

type TagListProps = {
  name: string;
  label?: ReactNode;
  hint?: ReactNode;
  labelAction?: ReactNode;
  required?: boolean;
  disabled?: boolean;
};

/** The texts of a stored value: a list as it should be; anything else shows as no tags. */
const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];

function TagList({ name, label, hint, labelAction, required = false, disabled = false }: TagListProps) {
  const field = useField<unknown>(name);
  const tags = textsOf(field.value);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();

  const add = () => {
    const tag = draft.trim();
    if (!tag) return;
    if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) {
      setProblem(`“${tag}” is already a tag`);
      return;
    }
    if (tags.length >= MAX_TAGS) {
      setProblem(`At most ${MAX_TAGS} tags: remove one to add another`);
      return;
    }
    field.onChange(name, [...tags, tag]);
    setDraft('');
    setProblem(null);
  };

  const remove = (index: number) => {
    field.onChange(
      name,
      tags.filter((_, i) => i !== index),
    );
    setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter would submit the whole form: here it adds the tag being typed.
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Field.Root name={name} id={name} error={field.error ?? problem ?? undefined} hint={hint} required={required}>
      <Field.Label action={labelAction}>{label ?? name}</Field.Label>
      <Flex direction="column" alignItems="stretch" gap={2}>
        {tags.length ? (
          <Flex tag="ul" aria-label={`${typeof label === 'string' ? label : name}: the tags`} wrap="wrap" gap={2}>
            {tags.map((tag, index) => (
              <li key={`${tag}-${index}`}>
                <Tag
                  icon={<Cross aria-hidden />}
                  label={`Remove the tag ${tag}`}
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  {tag}
                </Tag>
              </li>
            ))}
          </Flex>
        ) : (
          <Box>
            <Typography variant="pi" textColor="neutral600">
              No tags yet
            </Typography>
          </Box>
        )}
        <Flex gap={2} alignItems="center">
          <Box flex="1">
            <Field.Input
              id={inputId}
              aria-label="New tag"
              placeholder="Type a tag, then press Enter"
              value={draft}
              maxLength={MAX_TAG_LENGTH}
              disabled={disabled}
              onChange={(event) => {
                setDraft(event.target.value);
                setProblem(null);
              }}
              onKeyDown={onKeyDown}
            />
          </Box>
          <Button variant="secondary" startIcon={<Plus />} disabled={disabled || !draft.trim()} onClick={add}>
            Add
          </Button>
        </Flex>
      </Flex>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
}

export default memo(TagList);
