export type {
  CreatedPaymentMethod,
  NextActionOutcome,
  PaymentFieldsProps,
  PaymentGateway,
  PaymentGatewayKind,
  PaymentGatewayOperations,
  PaymentGatewayProviderProps,
  PayoutAccountDetails,
  PayoutAccountTokens,
} from './payment-gateway';
export { PaymentGatewayError, isPaymentGatewayError, type PaymentGatewayErrorType } from './gateway-error';
export { loadPaymentGateway, paymentGatewayKind } from './load-gateway';
export { useLoadedGateway } from './use-loaded-gateway';
