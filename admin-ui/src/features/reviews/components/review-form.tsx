import type { Review } from '@estate/contract';
import { FormTextFields } from '@/components/form/form-text-fields';
import { OneImageFormFrame, useKindForm, type EntityFormProps } from '@/components/form/listing-form-parts';
import { Card } from '@/components/ui/card';
import { reviewForm, type ReviewFormValues } from '../review-values';

export function ReviewForm(props: EntityFormProps<ReviewFormValues, Review>) {
  const { form, remove } = useKindForm(reviewForm, props, {
    required: [
      ['title', 'Title'],
      ['description', 'Description'],
      ['userName', 'User name'],
    ],
    // Both add and update go back to the list after saving (admin spec §4).
    leavesAfterSave: true,
  });
  const required = props.mode === 'add';

  return (
    <OneImageFormFrame
      {...props}
      form={form}
      remove={remove}
      noun="Review"
      kind="review"
      image={{ title: 'Client photo', name: 'userImage', label: 'User image', hint: 'Optional.' }}
    >
      <Card title="Review">
        <FormTextFields
          form={form}
          fields={[
            { name: 'title', label: 'Title', required },
            {
              name: 'description',
              label: 'Description',
              multiline: true,
              rows: 6,
              required,
              hint: "The client's words, as they should appear on the site.",
            },
            { name: 'userName', label: 'User name', required },
          ]}
        />
      </Card>
    </OneImageFormFrame>
  );
}
