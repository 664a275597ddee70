import type { Review } from '@estate/contract';
import { FormTextFields } from '@/components/form/form-text-fields';
import {
  EntityFormFrame,
  ImagesCard,
  useImageRemoval,
  type EntityFormProps,
} from '@/components/form/listing-form-parts';
import { requiredFields, useEntityForm } from '@/components/form/use-entity-form';
import { Card } from '@/components/ui/card';
import { reviewSignature, reviewValuesFrom, type ReviewFormValues } from '../review-values';

export function ReviewForm({ removeImage, ...props }: EntityFormProps<ReviewFormValues, Review>) {
  const { mode } = props;
  const form = useEntityForm<ReviewFormValues, Review>({
    ...props,
    signature: reviewSignature,
    schema:
      mode === 'add'
        ? requiredFields([
            ['title', 'Title'],
            ['description', 'Description'],
            ['userName', 'User name'],
          ])
        : undefined,
    latestValues: reviewValuesFrom,
    // Both add and update go back to the list after saving (admin spec §4).
    leavesAfterSave: true,
  });
  const required = mode === 'add';
  const remove = useImageRemoval(form, removeImage);

  return (
    <EntityFormFrame
      {...props}
      form={form}
      noun="Review"
      side={
        <ImagesCard
          form={form}
          remove={remove}
          title="Client photo"
          single={{ name: 'userImage', label: 'User image', hint: 'Optional.' }}
        />
      }
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
    </EntityFormFrame>
  );
}
