export { EnquiryInputSchema, MessageSchema, StartNowInputSchema, SubscribeInputSchema } from '@estate/contract/schemas';
