export {
  EnquiryInputSchema,
  MessageSchema,
  StartNowInputSchema,
  SubscribeInputSchema,
  ViewingInputSchema,
} from '@estate/contract/schemas';
