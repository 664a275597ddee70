import type { Schema, Struct } from '@strapi/strapi';

export interface ListingInTheArea extends Struct.ComponentSchema {
  collectionName: 'components_listing_in_the_areas';
  info: {
    description: 'A nearby place';
    displayName: 'In the area';
    icon: 'pinMap';
  };
  attributes: {
    description: Schema.Attribute.Text;
    image: Schema.Attribute.Media<'images'>;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
  };
}

export interface ListingPaymentPlanRow extends Struct.ComponentSchema {
  collectionName: 'components_listing_payment_plan_rows';
  info: {
    description: "One instalment of an off-plan payment plan; the rows' percentages add up to 100";
    displayName: 'Payment plan row';
    icon: 'calendar';
  };
  attributes: {
    due: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    milestone: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    percent: Schema.Attribute.Float &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 100;
          min: 0;
        },
        number
      >;
  };
}

export interface ListingSpace extends Struct.ComponentSchema {
  collectionName: 'components_listing_spaces';
  info: {
    description: 'A titled set of images';
    displayName: 'Space';
    icon: 'picture';
  };
  attributes: {
    images: Schema.Attribute.Media<'images', true>;
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'listing.in-the-area': ListingInTheArea;
      'listing.payment-plan-row': ListingPaymentPlanRow;
      'listing.space': ListingSpace;
    }
  }
}
