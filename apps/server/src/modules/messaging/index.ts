// The public entry of the messaging module: what other modules and the app use. Nothing else of
// messaging is imported from outside it (checked by npm run lint:deps).
export { DeliveryError } from "./message-senders.ts";
export { messageText } from "./message-text.ts";
export { createMessaging, type TMessaging } from "./messaging.ts";
export { messagingRoutes } from "./routes.ts";
