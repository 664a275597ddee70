import type { Post } from '@estate/contract';
import { FormTextFields } from '@/components/form/form-text-fields';
import { OneImageFormFrame, useKindForm, type EntityFormProps } from '@/components/form/listing-form-parts';
import { RichTextField } from '@/components/form/rich-text-field';
import { Card } from '@/components/ui/card';
import { postForm, type PostFormValues } from '../post-values';

export function PostForm(props: EntityFormProps<PostFormValues, Post>) {
  const { form, remove } = useKindForm(postForm, props, {
    required: [
      ['title', 'Title'],
      ['description', 'Description'],
    ],
  });
  const { values, setField, errors } = form;
  const required = props.mode === 'add';

  return (
    <OneImageFormFrame
      {...props}
      form={form}
      remove={remove}
      noun="Post"
      kind="post"
      image={{
        title: 'Featured image',
        name: 'featuredImage',
        label: 'Featured image',
        hint: "Optional. Shown as the article's banner.",
      }}
    >
      <Card title="Article">
        <FormTextFields
          form={form}
          fields={[
            { name: 'title', label: 'Title', required },
            {
              name: 'description',
              label: 'Description',
              multiline: true,
              rows: 3,
              required,
              hint: 'The teaser shown on the blog list and the home page slider.',
            },
          ]}
        />
        <RichTextField
          label="Content"
          value={values.richContent}
          onChange={(html) => setField('richContent', html)}
          onNormalize={(html) => form.applySaved((v) => ({ ...v, richContent: html }))}
          error={errors.richContent}
        />
      </Card>
    </OneImageFormFrame>
  );
}
