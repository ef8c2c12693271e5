export { openCustomerService } from './customer-service';
export { CustomerServiceButton, type CustomerServiceButtonProps } from './CustomerServiceButton';
export {
  createCustomerServiceOpener,
  SERVICE_POPUP_NAME,
  type CustomerServiceOpenerOptions,
  type CustomerServiceOutcome,
} from './open-customer-service';
export { ENCRYPTED_SERVICE_TYPE, isWebLink, pickServiceLink, SERVICE_POPUP_SIZE, type DecryptServiceLink } from './service-link';
export { ChannelIcon, channelLinks, CHAT_CHANNELS, FOOTER_CHANNELS, SIDE_BAR_CHANNELS } from './channels';
